import { useQueryClient } from '@tanstack/react-query';
import type { RJSFSchema } from '@rjsf/utils';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { isAdminApiError } from '../../api/admin-client.ts';
import { adminQueries } from '../../api/admin.queries.ts';
import { putDraft, type DraftAnswer, type DraftPatch, type ShopData } from '../../api/draft.api.ts';
import { DraftEditorContext, type DraftEditor, type SaveStatus } from './draft-editor-context.ts';
import { validateSettings } from './settings-validation.ts';

/** Edits arriving within this pause go to the server as one PUT. */
const SAVE_DELAY_MS = 250;

function applyPatch(data: ShopData, patch: DraftPatch): ShopData {
  return { ...data, ...patch, config: { ...data.config, ...patch.config } } as ShopData;
}

/**
 * Holds the working copy (client-owned state, house-style.md §7) and saves it with the revision it was
 * loaded at. Saves run one after another, so each carries the revision the previous one returned.
 */
export function DraftEditorProvider({ schema, initial, children }: { schema: RJSFSchema; initial: DraftAnswer; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [data, setData] = useState(initial.draft);
  const [lastValid, setLastValid] = useState(initial.draft);
  const [errors, setErrors] = useState(() => validateSettings(initial.draft.settings, schema));
  const [revision, setRevision] = useState(initial.revision);
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [message, setMessage] = useState('');
  const [generation, setGeneration] = useState(0);
  const revisionRef = useRef(initial.revision);
  const dataRef = useRef(initial.draft);
  const validRef = useRef(errors.length === 0);
  const dirty = useRef(new Set<keyof ShopData>());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const chain = useRef(Promise.resolve());
  const conflicted = useRef(false);

  const setRev = useCallback((next: number) => {
    revisionRef.current = next;
    setRevision(next);
  }, []);

  const flush = useCallback(() => {
    chain.current = chain.current.then(async () => {
      // Invalid settings stay local (the server would refuse them with 422) until they are fixed.
      const parts = [...dirty.current].filter((part) => part !== 'settings' || validRef.current);
      if (conflicted.current || !parts.length) return;
      for (const part of parts) dirty.current.delete(part);
      const patch = Object.fromEntries(parts.map((part) => [part, dataRef.current[part]])) as DraftPatch;
      setStatus('saving');
      try {
        const answer = await putDraft(patch, revisionRef.current);
        setRev(answer.revision);
        queryClient.setQueryData(adminQueries.draft().queryKey, answer);
        setStatus(dirty.current.size ? 'pending' : 'saved');
      } catch (error) {
        conflicted.current = isAdminApiError(error) && error.status === 409;
        setStatus(conflicted.current ? 'conflict' : 'error');
        setMessage(error instanceof Error ? error.message : String(error));
      }
    });
  }, [queryClient, setRev]);

  const edit = useCallback((patch: DraftPatch) => {
    const next = applyPatch(dataRef.current, patch);
    dataRef.current = next;
    setData(next);
    for (const part of Object.keys(patch) as (keyof ShopData)[]) dirty.current.add(part);
    if (patch.settings) {
      const problems = validateSettings(next.settings, schema);
      validRef.current = problems.length === 0;
      setErrors(problems);
    }
    // The preview follows every valid state; with invalid settings it keeps the last valid ones.
    const { settings: _settings, ...rest } = patch;
    setLastValid((valid) => applyPatch(valid, validRef.current ? patch : rest));
    setStatus('pending');
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, SAVE_DELAY_MS);
  }, [schema, flush]);

  const reload = useCallback(async () => {
    clearTimeout(timer.current);
    dirty.current.clear();
    const answer = await queryClient.fetchQuery({ ...adminQueries.draft(), staleTime: 0 });
    conflicted.current = false;
    dataRef.current = answer.draft;
    setData(answer.draft);
    setLastValid(answer.draft);
    const problems = validateSettings(answer.draft.settings, schema);
    validRef.current = problems.length === 0;
    setErrors(problems);
    setRev(answer.revision);
    setStatus('saved');
    setMessage('');
    setGeneration((count) => count + 1);
  }, [queryClient, schema, setRev]);

  const value = useMemo<DraftEditor>(
    () => ({ schema, data, lastValid, errors, revision, status, message, generation, edit, reload, adoptRevision: setRev }),
    [schema, data, lastValid, errors, revision, status, message, generation, edit, reload, setRev],
  );
  return <DraftEditorContext.Provider value={value}>{children}</DraftEditorContext.Provider>;
}
