import { Field, InputType } from 'type-graphql';

@InputType({ description: 'Fields left out stay as they are; an empty phone or location clears it.' })
export class UpdateProfileInput {
  @Field(() => String, { nullable: true }) firstName?: string;
  @Field(() => String, { nullable: true }) lastName?: string;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String, { nullable: true }) preferredLocation?: string | null;
}
