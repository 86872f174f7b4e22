import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthReturnPath, takeAuthReturnPath } from './auth-return';

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('auth return path', () => {
  it('is taken once', () => {
    setAuthReturnPath('/profile-settings?confirm=delete-account');
    expect(takeAuthReturnPath()).toBe('/profile-settings?confirm=delete-account');
    expect(takeAuthReturnPath()).toBeNull();
  });

  it('keeps only paths on this site', () => {
    for (const path of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'profile-settings']) {
      setAuthReturnPath(path);
      expect(takeAuthReturnPath()).toBeNull();
    }
  });

  it('goes stale after 10 minutes, so a later sign-in lands on /dashboard', () => {
    vi.useFakeTimers();
    setAuthReturnPath('/profile-settings');
    vi.advanceTimersByTime(10 * 60 * 1000);
    expect(takeAuthReturnPath()).toBeNull();
  });

  it('ignores what is not its own', () => {
    sessionStorage.setItem('holdfast-auth-return', '{"path":"//x","at":1}');
    expect(takeAuthReturnPath()).toBeNull();
    sessionStorage.setItem('holdfast-auth-return', 'not json');
    expect(takeAuthReturnPath()).toBeNull();
  });
});
