/** The two kinds of partner an administrator approves. */
export type PartnerKind = 'restaurant' | 'driver';
