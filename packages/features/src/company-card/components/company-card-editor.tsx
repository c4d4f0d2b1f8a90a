import * as React from "react";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@fuse/ui/tabs";

import type { CompanyInfo } from "../../api/index.ts";
import { companyCardValuesOf, previewCompanyCardOf, type CompanyCardValues } from "../lib/card-values.ts";
import { companyCompletenessOf } from "../lib/completeness.ts";
import { CompanyCardForm, type CompanyCardFormProps } from "./company-card-form.tsx";
import { CompanyCardView, type CompanyCardLink } from "./company-card-view.tsx";
import { CompanyCompleteness } from "./company-completeness.tsx";

export type CompanyCardEditorProps = Pick<
  CompanyCardFormProps,
  "onSave" | "uploadLogo" | "places" | "publicUrl" | "copy"
> & {
  /** The company as `GET /api/profile/info/company` answers it. */
  company: CompanyInfo;
  renderLink: CompanyCardLink;
};

// Both panels stay mounted (the form keeps what is typed); below lg one shows at a time, as tabs.
const panel = "mt-0 flex flex-col gap-4 data-[state=inactive]:hidden lg:data-[state=inactive]:flex";

/**
 * The company card's editor beside its live preview « Aperçu côté candidat » and its completeness;
 * on narrow screens the two are tabs.
 */
export function CompanyCardEditor({ company, renderLink, ...formProps }: CompanyCardEditorProps) {
  const stored = React.useMemo(() => companyCardValuesOf(company), [company]);
  const [edited, setEdited] = React.useState<CompanyCardValues | null>(null);
  const shown = edited ?? stored;
  const culture = company.culture;
  const cultureAnswered = Boolean(culture && typeof culture === "object" && Object.keys(culture).length > 0);
  return (
    <Tabs defaultValue="edit" className="gap-4">
      <TabsList className="lg:hidden">
        <TabsTrigger value="edit">Modifier</TabsTrigger>
        <TabsTrigger value="preview">Aperçu côté candidat</TabsTrigger>
      </TabsList>
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <TabsContent value="edit" forceMount className={panel}>
          <h2 className="sr-only lg:not-sr-only lg:text-lg lg:font-semibold">Modifier ma carte</h2>
          <CompanyCardForm defaultValues={stored} onValuesChange={setEdited} {...formProps} />
        </TabsContent>
        <TabsContent value="preview" forceMount className={`${panel} lg:sticky lg:top-4 lg:self-start`}>
          <h2 className="sr-only lg:not-sr-only lg:text-lg lg:font-semibold">Aperçu côté candidat</h2>
          <CompanyCardView
            company={previewCompanyCardOf(shown, { culture })}
            headingLevel={3}
            renderLink={renderLink}
            noOffersText="Vos offres publiées apparaîtront ici."
          />
          <CompanyCompleteness
            completeness={companyCompletenessOf(shown, { cultureAnswered })}
            renderLink={renderLink}
          />
        </TabsContent>
      </div>
    </Tabs>
  );
}
