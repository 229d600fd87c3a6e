import { DocumentSections } from "#app/components/sections/document-sections.tsx";
import { privacyPolicyUpdated } from "#app/content/privacy-policy.ts";
import { privacyPolicySections } from "#app/content/privacy-policy-sections.ts";

/** The privacy policy's text, with its table of contents. */
export default function PrivacyPolicySections() {
  return (
    <DocumentSections
      sections={privacyPolicySections}
      updated={privacyPolicyUpdated}
    />
  );
}
