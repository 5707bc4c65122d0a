// The demo accounts' passwords (published in the README) hashed once, with the default scrypt cost,
// and kept here: a fresh demo start would otherwise spend about a second of CPU hashing passwords
// everyone knows. A hash of a public password protects nothing either way; a test checks each one
// still verifies against its password. Real accounts are always hashed when they are created.
export const DEMO_PASSWORD_HASHES: Readonly<Record<string, string>> = {
  'admin-demo-2026':
    'scrypt$131072$8$1$GILdAmID04Gf5PtOjnj20Q==$dPl3m4JDlimuf2M+bhbunZaDtXO1c1kS8P1fBRzk4YVz3bseF208CTSN5UOD5ug1U9BtSeXmB9jfR2g2Dqa8yw==',
  'restaurant-demo-2026':
    'scrypt$131072$8$1$Ppg6ByexuKNew5C2kRoX8g==$2PY/wuScRILNyGa4/sjDna3QnIKTYv57Vi3ZwQH3iXvO2i80ycF+em3rxCjMqtj6/iixUVq2P/AIyoqgeEVKoQ==',
  'driver-demo-2026':
    'scrypt$131072$8$1$U8b8Py9nP6rGYq6GdoHjNg==$JkQvV/h8qe9l8Ijhm432ydtWkbt4nwlGJXzi+QjZBL0KW+/OrzzSH9OYgU0atqjDxXM0K8rVBJgIwkbJBJpwuA==',
  'pending-demo-2026':
    'scrypt$131072$8$1$0jdeZJNs1aOtzcLcMswBaA==$fzyNKWujNSCJ6WsopB0OCMjiTX2oWmb6xhQjibbLQ4ca3N+79IQdASvimcH0rpoPh618lnJnZq9WCxU1ZgwtlQ==',
};
