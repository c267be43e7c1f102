import { createContext } from 'react';

/**
 * Whether the layout renders the page a task after its frame (issue 12). Only the live shop does:
 * Storybook and the preview show a page with its frame at once, so their plays and pictures see it.
 */
export const PageAfterFrameContext = createContext(false);
