/** Words of the hearth screens and the invitation page. */
export const hearthMessages = {
  invitationTitle: (hearth: string) => `Join ${hearth}`,
  invitedBy: (inviter: string, hearth: string) => `${inviter} invited you to join ${hearth}.`,
  invitedAs: (role: string) => `You will plan meals together as a ${role}.`,
  signInOrCreate: 'Sign in, or create an account, and you will come back here to join.',
  signInToJoin: 'Sign in to join',
  createAccountToJoin: 'Create an account',
  loadingInvitation: 'Loading the invitation...',
  invitationNotValid: 'This invitation link is not valid.',
  hearthsTitle: 'Hearths',
  hearthsLead: 'Plan meals together with the people you cook with: each hearth has its own timeline, cookbook and shopping list.',
  namedHearthCard: (id: number) => `Hearth #${id}`,
} as const;
