/**
 * Provider-specific facts the shell shows, from the environment so a deployment can set its own;
 * the defaults are example domains, never a real company's.
 */
export function platformConfig() {
  return {
    providerWebsiteUrl: process.env.PROVIDER_WEBSITE_URL ?? 'https://www.example.com/',
    productUrl: process.env.PRODUCT_URL ?? 'https://www.example.com/sequencing-services',
    salesEmail: process.env.SALES_EMAIL ?? 'sales@example.com',
    serviceEmail: process.env.SERVICE_EMAIL ?? 'service@example.com',
    staffEmailDomain: process.env.STAFF_EMAIL_DOMAIN ?? 'biocloud.example.com',
  }
}

export type PlatformConfig = ReturnType<typeof platformConfig>

/** Spec 01 §5: an address is internal when it ends with the provider's staff domain. */
export function isInternalEmail(email: string, domain = platformConfig().staffEmailDomain): boolean {
  return email.trim().toLowerCase().endsWith(`@${domain.toLowerCase()}`)
}
