import { Field, InputType } from 'type-graphql';

// Inputs are plain: the services validate them, so GraphQL and REST give the same messages.

@InputType()
export class RegisterInput {
  @Field() firstName: string;
  @Field() lastName: string;
  @Field() email: string;
  @Field() password: string;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String, { nullable: true, description: 'Location slug, e.g. "tulsa".' }) preferredLocation?: string | null;
}

@InputType({ description: "The spec's Google sign-in payload plus the Google ID token that proves it." })
export class GoogleSignInInput {
  @Field({ description: 'The ID token (credential) Google Identity Services gave the browser.' }) idToken: string;
  @Field() googleId: string;
  @Field() name: string;
  @Field() email: string;
}
