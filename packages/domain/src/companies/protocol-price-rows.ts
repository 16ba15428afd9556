import { z } from 'zod';
import { PROTOCOL_CODES } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { euroPrice } from '../primitives/zod-fields.js';

const s = MESSAGES.staffCompanies;

/** A 'Protocolos y precios' row: a protocol chosen and a price in euros of 0 or more. */
export const protocolPriceRowSchema = z.object({
  nombrePlantilla: z.enum(PROTOCOL_CODES, { error: s.protocolRequired }),
  precioDescuento: euroPrice(s.priceInvalid),
});

/** The rows of a company's or collaborator's form: each protocol at most once. */
export const protocolPriceRowsSchema = z
  .array(protocolPriceRowSchema)
  .max(PROTOCOL_CODES.length)
  .superRefine((rows, ctx) => {
    rows.forEach((row, index) => {
      if (rows.findIndex((other) => other.nombrePlantilla === row.nombrePlantilla) !== index) {
        ctx.addIssue({ code: 'custom', path: [index, 'nombrePlantilla'], message: s.duplicateProtocol });
      }
    });
  })
  .default([]);
