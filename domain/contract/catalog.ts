import { z } from "zod";
import { textSchema } from "./text.ts";
import {
  applianceCategorySchema,
  applianceIdSchema,
} from "../appliances/identifiers.ts";
import { isRecognisedFrequency } from "../scheduling/frequency.ts";

/**
 * The built-in catalogue as the API serves it (docs/product.md §10, §7.6): `GET /api/catalog/appliances`,
 * `GET /api/catalog/tasks`, `GET /api/catalog/tasks/{id}`. The content itself lives in domain/catalog/;
 * these schemas are its wire shape, so the server checks what it serves and the browser what it gets.
 */

/** docs/product.md §10.12: Easy, Moderate or Professional (Professional means a hired technician). */
export const catalogDifficultySchema = z.enum(["Easy", "Moderate", "Professional"]);
export type CatalogDifficulty = z.infer<typeof catalogDifficultySchema>;

/** A catalogue task id: lowercase words joined by hyphens ("hvac-replace-filter"). */
export const catalogTaskIdSchema = textSchema()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "A catalogue task id is lowercase words joined by hyphens");

export const overlaySchema = z.object({
  type: z.enum(["arrow", "rotation", "circle"]),
  /** Percentages of the image's width and height. */
  position: z.object({ x: z.number().min(0).max(100), y: z.number().min(0).max(100) }),
  /** Seen values: left, counterclockwise. */
  direction: z.string().min(1).optional(),
  label: z.string(),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, "A hex colour such as #eab308"),
});
export type Overlay = z.infer<typeof overlaySchema>;

export const stepImageSchema = z.object({
  filename: z.string().regex(/^[\w./-]+\.webp$/, "Step images are .webp files"),
  alt: z.string().min(1),
  caption: z.string(),
});
export type StepImage = z.infer<typeof stepImageSchema>;

export const stepMediaSchema = z.object({
  images: z.array(stepImageSchema),
  /** Always 0 in the catalogue (docs/product.md §10.4, §10.11). */
  primaryImage: z.literal(0),
  overlays: z.array(overlaySchema).optional(),
});
export type StepMedia = z.infer<typeof stepMediaSchema>;

export const catalogStepSchema = z.object({
  id: z.string().min(1),
  type: z.enum(["preparation", "main", "completion"]),
  title: z.string().min(1),
  description: z.string(),
  /** Five or fewer short instructions (docs/product.md §10.3, §10.11). */
  substeps: z.array(z.string().min(1)).max(5),
  estimatedTime: z.number().int().min(0),
  warning: z.string().optional(),
  media: stepMediaSchema,
});
export type CatalogStep = z.infer<typeof catalogStepSchema>;

/** What a list of catalogue tasks shows of each: everything but the long texts and the steps. */
export const catalogTaskSummarySchema = z.object({
  id: catalogTaskIdSchema,
  name: z.string().min(1),
  /** Display label of the appliance or system. */
  appliance: z.string().min(1),
  /** Appliance keys in snake_case (docs/product.md §10.6). */
  applianceIds: z.array(z.string().regex(/^[a-z0-9]+(?:_[a-z0-9]+)*$/, "Appliance keys are snake_case")),
  category: applianceCategorySchema,
  /** Whole minutes. */
  estimatedTime: z.number().int().min(1),
  difficulty: catalogDifficultySchema,
  /** Whole dollars. */
  diyCost: z.number().int().min(0),
  proCost: z.number().int().min(0),
  frequency: z.string().refine(isRecognisedFrequency, { message: "Not a recognised frequency" }),
  savingsMessage: z.string(),
});
export type CatalogTaskSummary = z.infer<typeof catalogTaskSummarySchema>;

/**
 * A part a task consumes or replaces (a filter, a battery, a hose…) and how to buy the right one: where
 * its size or type is written on the appliance and what the numbers mean.
 */
export const catalogPartSchema = z.object({
  name: z.string().min(1),
  /** Where the label, size or part number is and how to read it. */
  howToFind: z.string().min(1),
  /** Words for a shop search; the appliance's brand and model are added when the home has them. */
  searchTerms: z.string().min(1),
});
export type CatalogPart = z.infer<typeof catalogPartSchema>;

/**
 * Where a statistic, an interval or a safety rule an entry states comes from: the agency or maker, the
 * document's title and its year, and its address where it has a stable one.
 */
export const catalogSourceSchema = z.object({
  /** The agency or maker: "NFPA", "U.S. EPA", "Kidde". */
  publisher: z.string().min(1),
  title: z.string().min(1),
  year: z.number().int().min(1950).max(2100),
  url: z.url({ protocol: /^https$/ }).optional(),
});
export type CatalogSource = z.infer<typeof catalogSourceSchema>;

/** A catalogue entry (docs/product.md §10.2). */
export const catalogTaskSchema = catalogTaskSummarySchema.extend({
  requiredTools: z.array(z.string().min(1)),
  safetyWarnings: z.array(z.string().min(1)),
  description: z.string().min(1),
  steps: z.array(catalogStepSchema).min(1),
  /** The parts the task replaces or uses up; absent when it needs none. */
  parts: z.array(catalogPartSchema).min(1).optional(),
  /** The sources of what the description, the steps and the warnings state; absent only where they state no figure or rule. */
  sources: z.array(catalogSourceSchema).min(1).optional(),
});
export type CatalogTask = z.infer<typeof catalogTaskSchema>;

/** An appliance of the identifier catalogue, as `GET /api/catalog/appliances` lists it. */
export const catalogApplianceSchema = z.object({
  id: applianceIdSchema,
  displayName: z.string().min(1),
  category: applianceCategorySchema,
});
export type CatalogAppliance = z.infer<typeof catalogApplianceSchema>;

/** `GET /api/catalog/appliances` */
export const catalogAppliancesResponseSchema = z.object({ data: z.array(catalogApplianceSchema) });
export type CatalogAppliancesResponse = z.infer<typeof catalogAppliancesResponseSchema>;

/** `GET /api/catalog/tasks?applianceId=&category=`: both optional; together they narrow the list. */
export const catalogTasksQuerySchema = z.object({
  applianceId: applianceIdSchema.optional(),
  category: applianceCategorySchema.optional(),
});
export type CatalogTasksQuery = z.infer<typeof catalogTasksQuerySchema>;

/** `GET /api/catalog/tasks` */
export const catalogTasksResponseSchema = z.object({ data: z.array(catalogTaskSummarySchema) });
export type CatalogTasksResponse = z.infer<typeof catalogTasksResponseSchema>;

/** `GET /api/catalog/tasks/{id}` path parameters. */
export const catalogTaskParamsSchema = z.object({ id: catalogTaskIdSchema });
export type CatalogTaskParams = z.infer<typeof catalogTaskParamsSchema>;

/** `GET /api/catalog/tasks/{id}`: the whole entry with its steps; 404 when no entry has the id. */
export const catalogTaskResponseSchema = z.object({ data: catalogTaskSchema });
export type CatalogTaskResponse = z.infer<typeof catalogTaskResponseSchema>;
