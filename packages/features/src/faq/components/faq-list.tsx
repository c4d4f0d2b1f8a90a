import * as React from "react";

import type { FaqCategory } from "@fuse/domain/faq/contract";
import { filterFaq, questionCount } from "@fuse/domain/faq/faq-text";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@fuse/ui/accordion";
import { Button } from "@fuse/ui/button";
import { Input } from "@fuse/ui/input";
import { Label } from "@fuse/ui/label";
import { SafeHtml } from "@fuse/ui/safe-html";
import { Skeleton } from "@fuse/ui/skeleton";

export type FaqListProps = {
  categories: FaqCategory[];
  /** Level of the categories' headings; each question is a heading one level below. */
  headingLevel?: 2 | 3;
};

const countText = (count: number) => `${count} question${count > 1 ? "s" : ""}`;

/**
 * The FAQ: a search box that narrows the questions as the visitor types (question and answer,
 * accents and case aside) and says how many remain, then each category under its heading with its
 * questions as sections that open and close, several at a time.
 */
export function FaqList({ categories, headingLevel = 2 }: FaqListProps) {
  const [query, setQuery] = React.useState("");
  const input = React.useRef<HTMLInputElement>(null);
  const inputId = React.useId();
  const statusId = React.useId();
  const shown = React.useMemo(() => filterFaq(categories, query), [categories, query]);
  const count = questionCount(shown);
  const Heading = `h${headingLevel}` as const;

  if (questionCount(categories) === 0) {
    return <p className="text-muted-foreground">Aucune question pour le moment.</p>;
  }

  return (
    <div data-slot="faq-list" className="flex flex-col gap-8">
      <div role="search" className="flex max-w-xl flex-col gap-2">
        <Label htmlFor={inputId}>Rechercher dans la FAQ</Label>
        <Input
          ref={input}
          id={inputId}
          type="search"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-describedby={statusId}
        />
        {/* Always in the page, so that screen readers announce each new count as the visitor types. */}
        <p id={statusId} role="status" className="text-sm text-muted-foreground">
          {count === 0 ? `Aucune question ne correspond à « ${query.trim()} ».` : countText(count)}
        </p>
        {count === 0 ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="self-start"
            onClick={() => {
              setQuery("");
              input.current?.focus();
            }}
          >
            Effacer la recherche
          </Button>
        ) : null}
      </div>
      {shown.map((category) => (
        <div key={category.id ?? "autres"} data-slot="faq-category" className="flex flex-col gap-2">
          <Heading className="text-lg font-semibold tracking-tight text-foreground">{category.label}</Heading>
          <Accordion type="multiple" className="rounded-lg border border-border px-4">
            {category.items.map((item) => (
              <AccordionItem key={item.id} value={item.id}>
                <AccordionTrigger headingLevel={headingLevel === 2 ? 3 : 4} className="text-base">
                  {item.question}
                </AccordionTrigger>
                <AccordionContent>
                  <SafeHtml html={item.answer} />
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </div>
      ))}
    </div>
  );
}

/** The FAQ while it loads: the search box and a few questions' shapes. */
export function FaqListSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Chargement de la FAQ" className="flex flex-col gap-8">
      <div className="flex max-w-xl flex-col gap-2">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-10 w-full" />
      </div>
      {[4, 3].map((questions, category) => (
        <div key={category} className="flex flex-col gap-3">
          <Skeleton className="h-6 w-48" />
          {Array.from({ length: questions }, (_, index) => (
            <Skeleton key={index} className="h-12 w-full" />
          ))}
        </div>
      ))}
    </div>
  );
}
