/** Whether a figure is the customer's own answer or the engine's assumption (or estimate from others). */
export type Basis = 'answered' | 'assumed';
