import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router-dom';
import type { RouteContext } from './route-context.ts';

/** What a route tells the frame around it (react-router's `handle`). */
export interface RouteHandle {
  /**
   * The page paints in the frame's first render instead of a task after it (issue 12): it shows its
   * first screen at once and defers the rest itself (the start page's hero is its largest paint).
   */
  paintsWithFrame?: boolean;
}

/** The named exports of a lazy route module (house-style.md §9). */
export interface RouteModule {
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
  loader?: (context: RouteContext) => LoaderFunction;
  handle?: RouteHandle;
}
