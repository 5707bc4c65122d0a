// Query keys double as URLs (see urlFromQueryKey).
export const authKeys = {
  me: ['/api/auth/me'] as const,
};
