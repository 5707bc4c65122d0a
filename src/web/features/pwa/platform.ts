// iOS has no install prompt: the app is added to the home screen from Safari's Share menu, so iOS
// users get a written guide instead of an Install button.

interface PlatformHints {
  userAgent: string;
  platform?: string;
  maxTouchPoints?: number;
}

/** iPhone, iPod, iPad, and iPadOS 13+ which reports itself as a Mac with a touch screen. */
export function isIos(hints: PlatformHints = browserHints()): boolean {
  if (/iPad|iPhone|iPod/.test(hints.userAgent)) return true;
  return hints.platform === 'MacIntel' && (hints.maxTouchPoints ?? 0) > 1;
}

function browserHints(): PlatformHints {
  if (typeof navigator === 'undefined') return { userAgent: '' };
  return {
    userAgent: navigator.userAgent,
    platform: navigator.platform,
    maxTouchPoints: navigator.maxTouchPoints,
  };
}
