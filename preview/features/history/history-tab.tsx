import { PublishForm } from './publish-form.tsx';
import { VersionList } from './version-list.tsx';

/** Publish the draft, see every version, roll back to any of them. */
export function HistoryTab() {
  return (
    <>
      <PublishForm />
      <VersionList />
    </>
  );
}
