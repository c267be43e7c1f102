import { bundleSchemas } from '../../../../schemas/bundle-schemas';
import { loadSchemas, ROOT_SCHEMA_FILE, type Schema } from '../../../../schemas/settings-ajv';

let bundle: Schema | undefined;

/** The settings schema as one self-contained document for the preview's forms (schemas/bundle-schemas.ts). */
export function bundledSettingsSchema(): Schema {
  bundle ??= bundleSchemas(loadSchemas(), ROOT_SCHEMA_FILE) as Schema;
  return bundle;
}
