// The plan copy lives in lib/plans (every feature shows plan terms); the membership screens read it from here too.
export * from '../../../lib/plans';
