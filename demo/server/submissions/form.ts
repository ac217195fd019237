/**
 * Reading a form as it was sent: JSON, or multipart when a file comes along (the fields
 * as JSON in a `data` part, or one by one as a plain HTML form posts them, each file in
 * its own part). Reading a file checks only what costs nothing (its size, that it is
 * there); what it is, its content says once every cheaper check, the captcha included,
 * has passed (`inspectFiles`): a file is then kept as its content only (a photo re-encoded
 * without its metadata). What is wrong with one is a field error, like any other.
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { type FieldSpec, FORMS, type FormKind } from '../../../core/forms/index.ts';
import { validationMessages } from '../../../core/messages.ts';
import { fail, HttpError } from '../http/errors.ts';
import { cleanFileName, inspectUpload } from '../uploads.ts';

export interface IncomingFile {
  field: string;
  name: string;
  bytes: Buffer;
  type: string;
}

export interface IncomingForm {
  data: Record<string, unknown>;
  files: IncomingFile[];
  /** problems found while reading the files, by field */
  errors: Record<string, string>;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fileFields(kind: FormKind): readonly FieldSpec[] {
  return (FORMS[kind].fields as readonly FieldSpec[]).filter((field) => field.kind === 'file');
}

async function readFile(part: MultipartFile, spec: FieldSpec, form: IncomingForm): Promise<void> {
  const bytes = await part.toBuffer();
  if (part.file.truncated) {
    form.errors[spec.name] = validationMessages.fileTooLarge.id;
    return;
  }
  if (bytes.length === 0) {
    form.errors[spec.name] = validationMessages.fileEmpty.id;
    return;
  }
  const name = cleanFileName(part.filename);
  // what the file is, its content says, once the form and the captcha passed (inspectFiles)
  form.files.push({ field: spec.name, name, bytes, type: '' });
  // the form checks the file's description (name, size) like any other field, by what was sent
  form.data[spec.name] = { name, size: bytes.length, type: '' };
}

/**
 * Each file's real type from its content (uploads.ts), and a photo as its pixels only:
 * the costly part of a form, done only for one that passed every cheaper check, the
 * captcha included. A file that is not what its field accepts is a field error.
 */
export async function inspectFiles(kind: FormKind, files: IncomingFile[]): Promise<void> {
  const errors: Record<string, string> = {};
  for (const file of files) {
    const spec = fileFields(kind).find((field) => field.name === file.field)!;
    const kept = await inspectUpload(file.bytes, spec.accept?.types ?? []);
    if (kept) Object.assign(file, kept);
    else errors[spec.name] = spec.messages?.invalid ?? validationMessages.fileType.id;
  }
  if (Object.keys(errors).length > 0) fail('validation', { fields: errors });
}

async function readParts(request: FastifyRequest, kind: FormKind, form: IncomingForm): Promise<Record<string, unknown> | undefined> {
  const specs = fileFields(kind);
  let json: Record<string, unknown> | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const spec = specs.find((field) => field.name === part.fieldname);
      if (!spec || form.files.some((file) => file.field === spec.name)) {
        await part.toBuffer();
        form.errors[part.fieldname.slice(0, 100)] = validationMessages.unknownField.id;
        continue;
      }
      await readFile(part, spec, form);
    } else if (part.fieldname === 'data') {
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(part.value));
      } catch {
        fail('bad_request');
      }
      if (!isRecord(parsed)) fail('bad_request');
      json = parsed;
    } else {
      // a plain HTML form posts its fields one by one
      form.data[part.fieldname] = part.value;
    }
  }
  return json;
}

/** The form of `kind` in the request; a body that is no form at all is a bad request. */
export async function readForm(request: FastifyRequest, kind: FormKind): Promise<IncomingForm> {
  if (!request.isMultipart()) {
    if (!isRecord(request.body)) fail('bad_request');
    return { data: { ...request.body }, files: [], errors: {} };
  }
  const form: IncomingForm = { data: {}, files: [], errors: {} };
  let json: Record<string, unknown> | undefined;
  try {
    json = await readParts(request, kind, form);
  } catch (error) {
    // a broken multipart stream (cut off, no closing boundary) is the client's doing
    if (error instanceof HttpError || (error as { statusCode?: number }).statusCode) throw error;
    fail('bad_request');
  }
  // files win over a `data` field of the same name: their description is the server's own
  form.data = { ...(json ?? {}), ...form.data, ...Object.fromEntries(form.files.map((file) => [file.field, form.data[file.field]])) };
  return form;
}
