import { env } from '../../core/env'

/**
 * Provider-specific facts the shell shows, from the environment so a deployment can set its own;
 * the defaults are example domains, never a real company's.
 */
export function platformConfig() {
  const { PROVIDER_WEBSITE_URL, PRODUCT_URL, SALES_EMAIL, SERVICE_EMAIL, STAFF_EMAIL_DOMAIN } = env()
  return {
    providerWebsiteUrl: PROVIDER_WEBSITE_URL,
    productUrl: PRODUCT_URL,
    salesEmail: SALES_EMAIL,
    serviceEmail: SERVICE_EMAIL,
    staffEmailDomain: STAFF_EMAIL_DOMAIN,
  }
}

export type PlatformConfig = ReturnType<typeof platformConfig>

/** Spec 01 §5: an address is internal when it ends with the provider's staff domain. */
export function isInternalEmail(email: string, domain = platformConfig().staffEmailDomain): boolean {
  return email.trim().toLowerCase().endsWith(`@${domain.toLowerCase()}`)
}
