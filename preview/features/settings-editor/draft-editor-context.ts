import { createContext, useContext } from 'react';
import type { RJSFSchema } from '@rjsf/utils';
import type { DraftPatch, ShopData } from '../../api/draft.api.ts';
import type { SettingsError } from './settings-validation.ts';

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'conflict' | 'error';

/** The operator's working copy of the draft and what happened to it on the server. */
export interface DraftEditor {
  schema: RJSFSchema;
  /** What the forms show, valid or not. */
  data: ShopData;
  /** What the live preview shows: the last state whose settings passed the schema. */
  lastValid: ShopData;
  errors: SettingsError[];
  revision: number;
  status: SaveStatus;
  /** The server's message on a conflict or failed save (the 409 names who saved in between). */
  message: string;
  /** Counts loads of the server's draft; forms holding their own state remount when it changes. */
  generation: number;
  /** Replaces the given parts of the working copy; saving follows after a short pause. */
  edit: (patch: DraftPatch) => void;
  /** Throws the working copy away and loads the server's draft (after a conflict). */
  reload: () => Promise<void>;
  /** After publish or rollback: the server's draft revision moved on. */
  adoptRevision: (revision: number) => void;
}

export const DraftEditorContext = createContext<DraftEditor | null>(null);

export function useDraftEditor(): DraftEditor {
  const editor = useContext(DraftEditorContext);
  if (!editor) throw new Error('useDraftEditor needs a DraftEditorProvider');
  return editor;
}
