import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PROCESSING_ACTIVITIES, registerActivitySchema } from '@cumplia/domain';
import { parse } from 'yaml';
import { z } from 'zod';
import { BUNDLED_TEMPLATES, legalTemplatesFolder } from './legal-template.js';

/**
 * The library of activity models (templates/actividades/*.yaml, docs/legal-templates.md): data plus wording a
 * lawyer edits. The questionnaire's answers and the company's sector choose which models a new register is
 * proposed with; the company's register, once reviewed, is what the documents state.
 */

/** The questionnaire's ticks a model can be proposed by: its processing activities and "processes for clients". */
export const PROPOSING_ANSWERS = [...PROCESSING_ACTIVITIES, 'encargadoDeClientes'] as const;
export type ProposingAnswer = (typeof PROPOSING_ANSWERS)[number];

const cnaePrefix = z.string().regex(/^\d{2,4}$/, 'un código CNAE de 2 a 4 cifras');

const modelSchema = z
  .object({
    clave: z.string().regex(/^[a-z0-9-]+$/, 'minúsculas, cifras y guiones'),
    propone: z
      .object({
        siempre: z.literal(true).optional(),
        conPersonal: z.literal(true).optional(),
        desdePersonal: z.number().int().positive().optional(),
        respuestas: z.array(z.enum(PROPOSING_ANSWERS)).optional(),
        cnae: z.array(cnaePrefix).optional(),
        exceptoCnae: z.array(cnaePrefix).optional(),
      })
      .strict(),
    /** The law the model rests on or answers to, as docs and the screen show it. */
    normativa: z.string().min(1),
    actividad: registerActivitySchema.strict(),
  })
  .strict();
export type ActivityModel = z.infer<typeof modelSchema>;

const libraryFileSchema = z.object({ modelos: z.array(modelSchema) }).strict();

const LIBRARY_FOLDER = 'actividades/';

/** The library's folder: the configured wording's, or the shipped one when that copy predates the library. */
function libraryFolder(): URL {
  const configured = new URL(LIBRARY_FOLDER, legalTemplatesFolder());
  return existsSync(configured) ? configured : new URL(LIBRARY_FOLDER, BUNDLED_TEMPLATES);
}

type LibraryReading = { models: ActivityModel[]; problems: string[] };

/** The last reading and the texts it was read from: parsing and checking the files is what costs (tens of ms). */
let lastReading: { texts: string; reading: LibraryReading } | null = null;

/**
 * Reads and checks every model file; the problems name the file, the model and the field. The files are read each
 * time, so a lawyer's edit reaches the next proposal; they are parsed again only when their text changed.
 */
export function readActivityLibrary(folder: URL = libraryFolder()): LibraryReading {
  const files = readdirSync(fileURLToPath(folder))
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => ({ name, text: readFileSync(new URL(name, folder), 'utf8') }));
  const texts = files.map((file) => `${file.name}\n${file.text}`).join('\0');
  if (lastReading?.texts === texts) return lastReading.reading;
  const reading = parseLibrary(files);
  lastReading = { texts, reading };
  return reading;
}

function parseLibrary(files: readonly { name: string; text: string }[]): LibraryReading {
  const models: ActivityModel[] = [];
  const problems: string[] = [];
  for (const { name: file, text } of files) {
    let content: unknown;
    try {
      content = parse(text);
    } catch (error) {
      problems.push(`actividades/${file}: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    const parsed = libraryFileSchema.safeParse(content);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [, index, ...field] = issue.path;
        const model = typeof index === 'number' ? (content as { modelos: { clave?: string }[] }).modelos[index] : null;
        problems.push(`actividades/${file}: ${model?.clave ?? ''} ${field.join('.')}: ${issue.message}`.trim());
      }
      continue;
    }
    models.push(...parsed.data.modelos);
  }
  const seen = new Set<string>();
  for (const model of models) {
    if (seen.has(model.clave)) problems.push(`actividades: la clave '${model.clave}' se repite`);
    seen.add(model.clave);
  }
  return { models, problems };
}

/** The library in use; throws when it has a problem (the start-up check refuses to start first). */
export function activityLibrary(): ActivityModel[] {
  const { models, problems } = readActivityLibrary();
  if (problems.length > 0) throw new Error(`The activity library cannot be used:\n  ${problems.join('\n  ')}`);
  return models;
}
