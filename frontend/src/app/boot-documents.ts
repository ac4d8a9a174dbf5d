import type { DocumentNode } from '@apollo/client';
import {
  AuthGoogleConfigDocument,
  AuthLocationChoicesDocument,
  BookingAvailabilityDocument,
  BookingLocationsDocument,
  CoachProfileDocument,
  LeagueDetailDocument,
  LeagueScheduleDocument,
  LessonCoachesDocument,
  MembershipPlansDocument,
  UpcomingEventsDocument,
} from '../gql/graphql';

/**
 * The queries the server reads for a page's first render (backend/src/http/boot-data.ts), by operation
 * name, beyond the first load's (boot.ts): loaded before the first render of a page that came with
 * one of them (main.tsx), alongside the page's own code.
 */
export const PAGE_DOCUMENTS: Record<string, DocumentNode> = {
  BookingLocations: BookingLocationsDocument,
  MembershipPlans: MembershipPlansDocument,
  BookingAvailability: BookingAvailabilityDocument,
  UpcomingEvents: UpcomingEventsDocument,
  LeagueSchedule: LeagueScheduleDocument,
  LessonCoaches: LessonCoachesDocument,
  LeagueDetail: LeagueDetailDocument,
  CoachProfile: CoachProfileDocument,
  AuthGoogleConfig: AuthGoogleConfigDocument,
  AuthLocationChoices: AuthLocationChoicesDocument,
};
