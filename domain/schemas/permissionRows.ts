import { z } from 'zod';
import { EXPORT_SCOPES, GRANTS, MODULES } from '../permissions';

/** One permission row as the API answers it (docs/sessions-and-access.md). */
export const permissionRowOutput = z.object({ name_module: z.string(), access: z.string(), import: z.string(), export: z.string() });

/** One permission row as a role's (Hak Akses) or an integration key's form sends it. */
export const permissionRowInput = z.object({
  name_module: z.enum(MODULES, { error: 'Modul tidak dikenal.' }),
  access: z.enum(GRANTS, { error: 'Akses harus enabled atau none.' }),
  import: z.enum(GRANTS, { error: 'Impor harus enabled atau none.' }),
  export: z.enum(EXPORT_SCOPES, { error: 'Ekspor tidak valid.' }),
});

/** At least one row, each module once. */
export const permissionRowsInput = z
  .array(permissionRowInput)
  .min(1)
  .max(MODULES.length)
  .superRefine((data, context) => {
    const seen = new Set<string>();
    data.forEach(({ name_module }, index) => {
      if (seen.has(name_module)) {
        context.addIssue({ code: 'custom', path: [index, 'name_module'], message: 'Modul ini disebut lebih dari sekali.' });
      }
      seen.add(name_module);
    });
  });
