import { createContext } from 'react';
import { getApolloContext } from '@apollo/client/react';
import { describe, expect, it } from 'vitest';
import { apolloContext } from './apollo-slot';

/** Forgets the context made so far (it is kept on React.createContext), as in a fresh page. */
const forget = () => Reflect.deleteProperty(createContext, Symbol.for('__APOLLO_CONTEXT__'));

// If Apollo ever keeps its context elsewhere, the app's slot would provide a context its hooks never read.
describe("apolloContext is Apollo's own React context", () => {
  it('when the app makes it first (the browser: Apollo loads later)', () => {
    forget();
    const ours = apolloContext();
    expect(getApolloContext()).toBe(ours);
  });

  it('when Apollo made it first', () => {
    forget();
    const apollos = getApolloContext();
    expect(apolloContext()).toBe(apollos);
  });
});
