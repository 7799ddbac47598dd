import { z } from 'zod';

/** Response shapes of the payment routes. */
const mode = z.enum(['test', 'stripe']);

export const customerResponse = z.object({ id: z.string(), name: z.string(), email: z.string(), mode });

export const intentResponse = z.object({
  id: z.string(),
  client_secret: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  mode,
  order_id: z.number(),
});

export const confirmResponse = z.object({
  id: z.string(),
  status: z.string(),
  order_id: z.number(),
  order_status: z.string(),
});

export const verifyResponse = z.object({
  id: z.string(),
  status: z.string(),
  paid: z.boolean(),
  order_id: z.number(),
  order_status: z.string(),
  last_error: z.string().nullable(),
});
