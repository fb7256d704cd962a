import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CATALOGUE_SOURCES } from '../catalogue.ts';
import { FOODS } from '../foods.ts';
import { FAMILIES } from '../read-request/recognise-dish.ts';
import { CUISINES, KINDS, MEALS, RECIPE_TAGS, UNITS } from '../types.ts';
import { DISH_MAINS, DISH_VARIANTS, FAMILY_TEMPLATES } from './family-templates.ts';

// The composer's data (catalogue and family templates) is typed constants; this is the schema that
// says what a well-formed entry is, beyond what TypeScript can: every food key known, every flag
// real, times and servings in range, steps naming only the dish's own ingredients.

const UNIT_SET = new Set<string>(UNITS);
const isFoodKey = (key: string) => FOODS.has(key);
/** A replacement may carry a weight factor: 'silkenTofu*60'. */
const isReplacement = (text: string) => /^\w+(\*\d+(\.\d+)?)?$/.test(text) && isFoodKey(text.split('*')[0] ?? '');

const isIngredientSpec = (spec: string) => {
  const [key = '', quantity = '', ...flags] = spec.split(' ');
  if (!isFoodKey(key) || !/^\d+(\.\d+)?$/.test(quantity)) return false;
  return flags.every((flag) => UNIT_SET.has(flag) || flag === '?' || flag === '@' || flag === '!' || (flag.startsWith('>') && flag.slice(1).split('|').every(isReplacement)));
};

const ZIngredientSpecSchema = z.string().refine(isIngredientSpec, "not 'knownFood quantity [unit] [?] [@] [!] [>alt|alt]'");
const ZMinutesSchema = z.tuple([z.number().int().min(0).max(600), z.number().int().min(0).max(24 * 60)]);
const ZStepsSchema = z.array(z.string().min(8)).min(1);

const ZBlueprintSourceSchema = z
  .object({
    t: z.string().min(3),
    cu: z.union([z.enum(CUISINES), z.array(z.enum(CUISINES)).min(1)]),
    m: z.array(z.enum(MEALS)).min(1),
    k: z.enum(KINDS),
    time: ZMinutesSchema,
    s: z.number().int().min(1).max(24),
    tags: z.array(z.enum(RECIPE_TAGS)).optional(),
    i: z.array(ZIngredientSpecSchema).min(2),
    st: ZStepsSchema,
    cold: z.boolean().optional(),
  })
  .strict()
  .superRefine((source, context) => {
    const keys = new Set(source.i.map((spec) => spec.split(' ')[0]));
    for (const match of source.st.join(' ').matchAll(/\{(\w+)\}/g)) {
      if (!keys.has(match[1])) context.addIssue({ code: 'custom', message: `step names {${match[1]}}, not an ingredient of '${source.t}'` });
    }
  });

const ZFamilyTemplateFieldsSchema = z
  .object({
    meals: z.array(z.enum(MEALS)).min(1),
    cuisine: z.enum(CUISINES),
    time: ZMinutesSchema,
    servings: z.number().int().min(1).max(24),
    tags: z.array(z.enum(RECIPE_TAGS)).optional(),
    base: z.array(ZIngredientSpecSchema).min(1),
    mainGrams: z.number().positive().max(3000),
    defaultMains: z.array(z.string().refine(isFoodKey)).min(1),
    steps: z.array(z.string().min(8)).min(1),
  })
  .strict();

/** Steps name `{main}` (the cook's main ingredients) or one of the base ingredients. */
const ZFamilyTemplateSchema = ZFamilyTemplateFieldsSchema.superRefine((template, context) => {
  const keys = new Set(['main', ...template.base.map((spec) => spec.split(' ')[0])]);
  for (const match of template.steps.join(' ').matchAll(/\{(\w+)\}/g)) {
    if (!keys.has(match[1])) context.addIssue({ code: 'custom', message: `step names {${match[1]}}, not a base ingredient` });
  }
});

const ZDishVariantSchema = z
  .object({
    pattern: z.instanceof(RegExp),
    family: z.enum(FAMILIES).optional(),
    template: ZFamilyTemplateFieldsSchema.partial().optional(),
    firstStep: z.string().min(8).optional(),
    dropStepsStarting: z.string().min(3).optional(),
  })
  .strict()
  .refine((variant) => variant.template !== undefined || variant.firstStep !== undefined, 'a variant changes the template or the steps');

describe('the composer data', () => {
  it('every catalogue dish is well formed', () => {
    for (const source of CATALOGUE_SOURCES) {
      const result = ZBlueprintSourceSchema.safeParse(source);
      expect(result.success ? [] : result.error.issues.map((issue) => issue.message), source.t).toEqual([]);
    }
  });

  it('every dish family has a well-formed template, and every variant and implied main is well formed', () => {
    for (const family of FAMILIES) {
      const result = ZFamilyTemplateSchema.safeParse(FAMILY_TEMPLATES[family]);
      expect(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`), family).toEqual([]);
    }
    for (const variant of DISH_VARIANTS) expect(ZDishVariantSchema.safeParse(variant).success, String(variant.pattern)).toBe(true);
    for (const [pattern, keys] of DISH_MAINS) expect(keys.filter((key) => !isFoodKey(key)), String(pattern)).toEqual([]);
  });

  it('the schema refuses a planted bad entry (unknown food, unknown flag, stray step key, unknown meal)', () => {
    const [good] = CATALOGUE_SOURCES;
    expect(good && ZBlueprintSourceSchema.safeParse(good).success).toBe(true);
    const planted = [
      { ...good, i: [...(good?.i ?? []), 'unicornMeat 100'] },
      { ...good, i: [...(good?.i ?? []), 'salt 1 %'] },
      { ...good, st: [...(good?.st ?? []), 'Stir in the {saffronThreads} at the end.'] },
      { ...good, m: ['elevenses'] },
    ];
    for (const entry of planted) expect(ZBlueprintSourceSchema.safeParse(entry).success).toBe(false);
    expect(ZFamilyTemplateSchema.safeParse({ ...FAMILY_TEMPLATES.soup, defaultMains: ['unicornMeat'] }).success).toBe(false);
    expect(ZFamilyTemplateSchema.safeParse({ ...FAMILY_TEMPLATES.soup, steps: ['Fold in the {saffronThreads}.'] }).success).toBe(false);
  });
});
