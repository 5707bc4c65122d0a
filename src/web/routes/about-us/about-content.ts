import { HeartHandshake, type LucideIcon, Scale, ShieldCheck, Zap } from 'lucide-react';

// The words of /about-us. Figures come only from the spec's marketing claims (see the home's
// CLAIMS); the team is described by role, since each QuickBite deployment has its own people.

export const VALUES: ReadonlyArray<{ title: string; text: string; icon: LucideIcon }> = [
  {
    title: 'Fair pay, in the open',
    text: 'Restaurants keep all of their food sales and drivers see how every delivery is paid before they sign up. The payout rules are the same code that pays them.',
    icon: Scale,
  },
  {
    title: 'Fast without shortcuts',
    text: 'Quick delivery comes from good routing and clear order states, not from rushing drivers or cutting corners in kitchens.',
    icon: Zap,
  },
  {
    title: 'Trust is checked, not assumed',
    text: 'Every restaurant and driver is reviewed by an administrator before they can take an order, and approvals can be revoked.',
    icon: ShieldCheck,
  },
  {
    title: 'Built with our partners',
    text: 'QuickBite is open source: restaurants, drivers and developers can read how it works and help shape what comes next.',
    icon: HeartHandshake,
  },
];

export const TEAM: ReadonlyArray<{ role: string; initials: string; focus: string }> = [
  {
    role: 'Marketplace operations',
    initials: 'MO',
    focus: 'Reviews restaurant and driver applications, approves partners and handles revocations.',
  },
  {
    role: 'Restaurant partnerships',
    initials: 'RP',
    focus: 'Onboards kitchens, helps them set up menus and opening hours, and listens to their feedback.',
  },
  {
    role: 'Driver community',
    initials: 'DC',
    focus: 'Supports drivers from application to first delivery and keeps the payout rules clear.',
  },
  {
    role: 'Engineering and safety',
    initials: 'ES',
    focus: 'Builds the open-source app, keeps payments and personal data safe, and runs the servers.',
  },
];
