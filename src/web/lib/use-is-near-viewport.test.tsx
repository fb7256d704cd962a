import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIsNearViewport } from './use-is-near-viewport.ts';

/** A stand-in IntersectionObserver whose callback the test calls, as the browser would on scrolling. */
class FakeObserver implements IntersectionObserver {
  static instances: FakeObserver[] = [];
  readonly root = null;
  readonly rootMargin = '200px';
  readonly thresholds = [0];
  readonly callback: IntersectionObserverCallback;
  readonly observed: Element[] = [];
  isDisconnected = false;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  disconnect() {
    this.isDisconnected = true;
  }
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => {
      const rect = target.getBoundingClientRect();
      return { target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0, boundingClientRect: rect, intersectionRect: rect, rootBounds: null, time: 0 };
    });
    this.callback(entries, this);
  }
}

function Probe() {
  const { ref, isNear } = useIsNearViewport();
  return <div ref={ref}>{isNear ? 'near' : 'far'}</div>;
}

describe('useIsNearViewport', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeObserver.instances = [];
  });

  it('turns true when the element comes near the screen, and stays true', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    const observer = FakeObserver.instances[0];
    act(() => observer?.report(false));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => observer?.report(true));
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(observer?.isDisconnected).toBe(true);
  });

  it('is true at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
