import { ROUTING, type RouteKey } from '../../../generated/index.ts';

/** One checkout step (spec/1 §2.1, spec/2 §2: cart 1, shipping 2, billing 3, payment 4, thank you 5). */
export type CheckoutStep = (typeof ROUTING.checkoutSteps)[number];

// The order comes from ROUTING.checkoutSteps (countries/routes.json), sorted by step number.
const STEPS: readonly CheckoutStep[] = [...ROUTING.checkoutSteps].sort((a, b) => a.step - b.step);

/**
 * The steps a route shows, in order; shipping and billing share the addresses page, so it has two. Empty for a
 * route that is no step (checkout entry, login, …).
 */
export function checkoutStepsOf(routeKey: RouteKey): readonly CheckoutStep[] {
  return STEPS.filter((step) => step.routeKey === routeKey);
}

/** The first step a route shows, or null when it is no checkout step. */
export function checkoutStepOf(routeKey: RouteKey): CheckoutStep | null {
  return STEPS.find((step) => step.routeKey === routeKey) ?? null;
}
