// Codegen document transform: every selection set asks for __typename, as Apollo Client's cache does
// when it sends an operation, so the trusted documents the server runs (persisted-documents.json)
// answer exactly what the cache normalizes by.
import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';

export const { transform } = addTypenameSelectionDocumentTransform;
