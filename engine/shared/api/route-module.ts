import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router-dom';
import type { RouteContext } from './route-context.ts';

/** The named exports of a lazy route module (house-style.md §9). */
export interface RouteModule {
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
  loader?: (context: RouteContext) => LoaderFunction;
}
