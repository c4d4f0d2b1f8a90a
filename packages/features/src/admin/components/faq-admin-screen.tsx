import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowDownIcon, ArrowUpIcon, ExternalLinkIcon, PlusIcon } from "lucide-react";
import * as React from "react";
import { useForm, type FieldErrors, type Resolver } from "react-hook-form";

import type { AdminFaq, AdminFaqCategory, AdminFaqItem } from "@fuse/domain/admin/contract";
import {
  adminFaqMessages,
  categoryMovedText,
  groupFaq,
  itemMovedText,
  moveCategory,
  moveItem,
  questionCountText,
  uncategorizedLabel,
  type FaqGroup,
} from "@fuse/domain/admin/faq-admin";
import { audienceLabels } from "@fuse/domain/admin/news-status";
import { contentLimits, faqCategorySchema, type FaqOrder } from "@fuse/domain/admin/schemas";
import { Badge } from "@fuse/ui/badge";
import { Button } from "@fuse/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@fuse/ui/dialog";
import { Field, FieldControl, FieldError, FieldLabel } from "@fuse/ui/field";
import { Input } from "@fuse/ui/input";
import { Skeleton } from "@fuse/ui/skeleton";
import { cn } from "@fuse/ui/utils";

import type { ApiClient } from "../../api/index.ts";
import { plainLink, type LinkRenderer } from "../../job-search/index.ts";
import {
  adminFaqQuery,
  useDeleteFaqCategoryMutation,
  useDeleteFaqItemMutation,
  useFaqOrderMutation,
  useSaveFaqCategoryMutation,
  useSaveFaqItemMutation,
} from "../api/admin-faq.ts";
import { adminFaqKeys } from "../api/keys.ts";
import { adminMessageOf } from "../api/mutations.ts";
import { AdminLoadFailed } from "./admin-load-failed.tsx";
import { ConfirmDelete } from "./confirm-delete.tsx";
import { FaqItemForm } from "./faq-item-form.tsx";

type Direction = -1 | 1;

/** Which « Monter » / « Descendre » button keeps the focus once the list shows the new order. */
type FocusRequest = { target: string; direction: Direction; after: number };

const moveLabel = (direction: Direction) => (direction === -1 ? "Monter" : "Descendre");

/** The screen while the FAQ loads. */
function FaqAdminSkeleton() {
  return (
    <div className="flex flex-col gap-4" role="status" aria-busy="true" aria-label="Chargement de la FAQ">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-20 w-full" />
    </div>
  );
}

/** « Monter » and « Descendre », each naming what it moves; the ends of a list cannot go further. */
function MoveButtons({
  target,
  name,
  isFirst,
  isLast,
  onMove,
}: {
  target: string;
  name: string;
  isFirst: boolean;
  isLast: boolean;
  onMove: (direction: Direction) => void;
}) {
  return (
    <>
      {([-1, 1] as const).map((direction) => (
        <Button
          key={direction}
          type="button"
          variant="outline"
          size="sm"
          data-move={`${target}:${direction}`}
          disabled={direction === -1 ? isFirst : isLast}
          aria-label={`${moveLabel(direction)} ${name}`}
          onClick={() => onMove(direction)}
        >
          {direction === -1 ? <ArrowUpIcon aria-hidden /> : <ArrowDownIcon aria-hidden />}
          {moveLabel(direction)}
        </Button>
      ))}
    </>
  );
}

/** The browser checks the name with the server's own schema, so it says what the server would. */
const categoryResolver: Resolver<{ label: string }> = (values) => {
  const result = faqCategorySchema.safeParse(values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<{ label: string }> = {
    label: { type: "validate", message: result.error.issues[0]?.message },
  };
  return { values: {}, errors };
};

/** A category's name, to add one or rename one; the server's refusal (a name taken) shows at the field. */
function CategoryForm({
  label,
  fieldLabel,
  submitLabel,
  onSubmit,
  onCancel,
  focusOnMount = false,
}: {
  label: string;
  fieldLabel: string;
  submitLabel: string;
  onSubmit: (label: string) => Promise<unknown>;
  onCancel?: () => void;
  /** Opened by « Renommer »: the name is focused, ready to be typed over. */
  focusOnMount?: boolean;
}) {
  const form = useForm<{ label: string }>({ resolver: categoryResolver, defaultValues: { label } });
  React.useEffect(() => {
    if (focusOnMount) form.setFocus("label", { shouldSelect: true });
  }, [focusOnMount, form]);
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values.label);
      if (!onCancel) form.reset({ label: "" });
    } catch (error) {
      form.setError(
        "label",
        { type: "server", message: adminMessageOf(error, adminFaqMessages.categorySaveFailed) },
        { shouldFocus: true },
      );
    }
  });
  return (
    <form noValidate onSubmit={submit} aria-label={fieldLabel} className="flex flex-wrap items-start gap-2">
      <Field required invalid={Boolean(errors.label)} className="min-w-0 flex-1 basis-48">
        <FieldLabel className={onCancel ? "sr-only" : undefined}>{fieldLabel}</FieldLabel>
        <FieldControl>
          <Input
            maxLength={contentLimits.faqCategory}
            autoComplete="off"
            {...form.register("label")}
            onKeyDown={(event) => {
              if (event.key === "Escape" && onCancel) {
                event.preventDefault();
                onCancel();
              }
            }}
          />
        </FieldControl>
        <FieldError>{errors.label?.message}</FieldError>
      </Field>
      <div className={cn("flex flex-wrap gap-2", !onCancel && "sm:mt-[1.625rem]")}>
        <Button type="submit" variant={onCancel ? "default" : "secondary"} loading={isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Annuler
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** A category's row: its name and count, its place, « Renommer » and « Supprimer ». */
function CategoryRow({
  category,
  isFirst,
  isLast,
  onMove,
  onRename,
  onDelete,
}: {
  category: AdminFaqCategory;
  isFirst: boolean;
  isLast: boolean;
  onMove: (direction: Direction) => void;
  onRename: (label: string) => Promise<unknown>;
  onDelete: () => void;
}) {
  const [renaming, setRenaming] = React.useState(false);
  const renameButton = React.useRef<HTMLButtonElement>(null);
  const stopRenaming = () => {
    setRenaming(false);
    requestAnimationFrame(() => renameButton.current?.focus());
  };
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-card p-3 text-card-foreground sm:flex-row sm:items-center sm:justify-between">
      {renaming ? (
        <div className="min-w-0 flex-1">
          <CategoryForm
            label={category.label}
            fieldLabel={`Nouveau nom de la catégorie « ${category.label} »`}
            submitLabel="Enregistrer"
            focusOnMount
            onSubmit={async (label) => {
              await onRename(label);
              stopRenaming();
            }}
            onCancel={stopRenaming}
          />
        </div>
      ) : (
        <div className="flex min-w-0 flex-col">
          <span className="font-medium break-words">{category.label}</span>
          <span className="text-sm text-muted-foreground">{questionCountText(category.item_count)}</span>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <MoveButtons
          target={`category-${category.id}`}
          name={`la catégorie « ${category.label} »`}
          isFirst={isFirst}
          isLast={isLast}
          onMove={onMove}
        />
        {renaming ? null : (
          <Button
            ref={renameButton}
            type="button"
            variant="outline"
            size="sm"
            aria-label={`Renommer la catégorie « ${category.label} »`}
            onClick={() => setRenaming(true)}
          >
            Renommer
          </Button>
        )}
        <ConfirmDelete
          label={`Supprimer la catégorie « ${category.label} »`}
          title="Supprimer cette catégorie ?"
          description={
            <>La catégorie « {category.label} » sera supprimée. Seule une catégorie sans question peut l'être.</>
          }
          keepLabel="Garder la catégorie"
          onConfirm={onDelete}
        />
      </div>
    </div>
  );
}

/** One question: its text and public, its place in its category, « Modifier » and « Supprimer ». */
function ItemRow({
  item,
  isFirst,
  isLast,
  onMove,
  onEdit,
  onDelete,
}: {
  item: AdminFaqItem;
  isFirst: boolean;
  isLast: boolean;
  onMove: (direction: Direction) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const titleId = React.useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-3 text-card-foreground"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 id={titleId} className="min-w-0 font-medium break-words">
          {item.question}
        </h4>
        <Badge variant="outline">
          <span className="sr-only">Public : </span>
          {audienceLabels[item.audience]}
        </Badge>
      </div>
      <div className="flex flex-wrap gap-2">
        <MoveButtons
          target={`item-${item.id}`}
          name={`« ${item.question} »`}
          isFirst={isFirst}
          isLast={isLast}
          onMove={onMove}
        />
        <Button type="button" variant="outline" size="sm" onClick={onEdit}>
          Modifier<span className="sr-only"> « {item.question} »</span>
        </Button>
        <ConfirmDelete
          label={`Supprimer « ${item.question} »`}
          title="Supprimer cette question ?"
          description={
            <>« {item.question} » et sa réponse seront supprimées définitivement et disparaîtront de la FAQ publique.</>
          }
          keepLabel="Garder la question"
          onConfirm={onDelete}
        />
      </div>
    </article>
  );
}

/** The questions of one category (or those without one), in order. */
function GroupSection({ group, onAdd, children }: { group: FaqGroup; onAdd: () => void; children: React.ReactNode }) {
  const headingId = React.useId();
  const label = group.category?.label ?? uncategorizedLabel;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 flex-col">
          <h3 id={headingId} className="text-lg font-semibold break-words">
            {label}
          </h3>
          <span className="text-sm text-muted-foreground">{questionCountText(group.items.length)}</span>
        </div>
        <Button type="button" variant="secondary" size="sm" onClick={onAdd}>
          <PlusIcon aria-hidden />
          Ajouter une question<span className="sr-only"> dans « {label} »</span>
        </Button>
      </div>
      {group.items.length > 0 ? (
        <ol className="flex flex-col gap-2" aria-label={`Questions de « ${label} »`}>
          {children}
        </ol>
      ) : null}
    </section>
  );
}

type AdminFaqScreenProps = {
  /** The administrator's API client (their token). */
  api: ApiClient;
  /** Where « Voir la FAQ publique » leads. */
  publicFaqHref: string;
  renderLink?: LinkRenderer;
  className?: string;
};

/** What the dialog of a question is for: a new one (in a category) or one to edit. */
type Editing = { item: AdminFaqItem | null; categoryId: string | null };

/**
 * The administrators' FAQ: its categories (with their count of questions) to add, rename, delete
 * when empty and put in order, then the questions by category and those without one, to add, edit
 * in a dialog, delete and put in order with « Monter » / « Descendre », each move said to screen
 * readers. After every write the screen shows the FAQ as the server stored it.
 */
function AdminFaqScreen({ api, publicFaqHref, renderLink = plainLink, className }: AdminFaqScreenProps) {
  const faq = useQuery(adminFaqQuery(api));
  const queryClient = useQueryClient();
  const saveCategory = useSaveFaqCategoryMutation(api);
  const removeCategory = useDeleteFaqCategoryMutation(api);
  const saveItem = useSaveFaqItemMutation(api);
  const removeItem = useDeleteFaqItemMutation(api);
  const order = useFaqOrderMutation(api);
  const [announcement, setAnnouncement] = React.useState("");
  const [editing, setEditing] = React.useState<Editing | null>(null);
  const focusRequest = React.useRef<FocusRequest | null>(null);
  const shownAt = React.useRef(0);
  const container = React.useRef<HTMLDivElement>(null);
  const categoriesHeading = React.useId();
  const questionsHeading = React.useId();

  // Once the list shows the new order, the focus is on the button that moved the line (or on the
  // other one when the line reached an end), so that it can be moved again at once: the line's
  // element may have been taken out of the page and put back, which drops the focus.
  const focusMoved = React.useCallback(() => {
    const request = focusRequest.current;
    if (!request || shownAt.current < request.after) return;
    focusRequest.current = null;
    const button = (direction: Direction) =>
      container.current?.querySelector<HTMLButtonElement>(`[data-move="${request.target}:${direction}"]`);
    const wanted = button(request.direction);
    (wanted && !wanted.disabled ? wanted : button(-request.direction as Direction))?.focus();
  }, []);
  React.useEffect(() => {
    shownAt.current = faq.dataUpdatedAt;
    focusMoved();
  }, [faq.dataUpdatedAt, focusMoved]);

  if (faq.isPending) return <FaqAdminSkeleton />;
  if (faq.isError)
    return <AdminLoadFailed title={adminFaqMessages.loadFailed} error={faq.error} onRetry={() => void faq.refetch()} />;

  const groups = groupFaq(faq.data);
  const categories = groups.flatMap((group) => (group.category ? [group.category] : []));

  /** Sends an order; once stored, says where the line now stands, as the server answered. */
  const sendOrder = (
    move: { order: FaqOrder } | null,
    target: string,
    direction: Direction,
    describe: (stored: AdminFaq) => string,
  ) => {
    if (!move || order.isPending) return;
    order.mutate(move.order, {
      onSuccess: (stored) => {
        setAnnouncement(describe(stored));
        focusRequest.current = {
          target,
          direction,
          after: queryClient.getQueryState(adminFaqKeys.all())?.dataUpdatedAt ?? Date.now(),
        };
        focusMoved();
      },
    });
  };

  const moveCategoryBy = (category: AdminFaqCategory, direction: Direction) =>
    sendOrder(moveCategory(groups, category.id, direction), `category-${category.id}`, direction, (stored) => {
      const storedGroups = groupFaq(stored).filter((group) => group.category !== null);
      const index = storedGroups.findIndex((group) => group.category!.id === category.id);
      return categoryMovedText(category.label, { position: index + 1, count: storedGroups.length });
    });

  const moveItemBy = (item: AdminFaqItem, direction: Direction) =>
    sendOrder(moveItem(groups, item.id, direction), `item-${item.id}`, direction, (stored) => {
      const group = groupFaq(stored).find((candidate) => candidate.items.some((entry) => entry.id === item.id));
      const index = group?.items.findIndex((entry) => entry.id === item.id) ?? -1;
      return itemMovedText(item.question, group?.category?.label ?? uncategorizedLabel, {
        position: index + 1,
        count: group?.items.length ?? 0,
      });
    });

  return (
    <div ref={container} data-slot="admin-faq" className={cn("flex min-w-0 flex-col gap-8", className)}>
      <p>
        {renderLink({
          href: publicFaqHref,
          className: "inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline",
          children: (
            <>
              Voir la FAQ publique
              <ExternalLinkIcon aria-hidden className="size-4" />
            </>
          ),
        })}
      </p>
      {/* Always in the page, so that each move is announced where the administrator is. */}
      <p role="status" className="sr-only">
        {announcement}
      </p>

      <section aria-labelledby={categoriesHeading} className="flex flex-col gap-4">
        <h2 id={categoriesHeading} className="text-xl font-semibold tracking-tight">
          Catégories
        </h2>
        {categories.length === 0 ? (
          <p className="text-muted-foreground">
            Aucune catégorie : les questions paraissent sous « Autres questions » sur la FAQ publique.
          </p>
        ) : (
          <ol className="flex flex-col gap-2" aria-label="Catégories, dans l'ordre de la FAQ">
            {categories.map((category, index) => (
              <li key={category.id}>
                <CategoryRow
                  category={category}
                  isFirst={index === 0}
                  isLast={index === categories.length - 1}
                  onMove={(direction) => moveCategoryBy(category, direction)}
                  onRename={(label) => saveCategory.mutateAsync({ id: category.id, label })}
                  onDelete={() => removeCategory.mutate({ id: category.id })}
                />
              </li>
            ))}
          </ol>
        )}
        <CategoryForm
          label=""
          fieldLabel="Nouvelle catégorie"
          submitLabel="Ajouter la catégorie"
          onSubmit={(label) => saveCategory.mutateAsync({ id: null, label })}
        />
      </section>

      <section aria-labelledby={questionsHeading} className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={questionsHeading} className="text-xl font-semibold tracking-tight">
            Questions
          </h2>
          <Button type="button" onClick={() => setEditing({ item: null, categoryId: categories[0]?.id ?? null })}>
            <PlusIcon aria-hidden />
            Nouvelle question
          </Button>
        </div>
        {groups
          .filter((group) => group.category !== null || group.items.length > 0)
          .map((group) => (
            <GroupSection
              key={group.category?.id ?? "none"}
              group={group}
              onAdd={() => setEditing({ item: null, categoryId: group.category?.id ?? null })}
            >
              {group.items.map((item, index) => (
                <li key={item.id}>
                  <ItemRow
                    item={item}
                    isFirst={index === 0}
                    isLast={index === group.items.length - 1}
                    onMove={(direction) => moveItemBy(item, direction)}
                    onEdit={() => setEditing({ item, categoryId: item.category_id })}
                    onDelete={() => removeItem.mutate({ id: item.id })}
                  />
                </li>
              ))}
            </GroupSection>
          ))}
      </section>

      <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))}>
        <DialogContent className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>{editing?.item ? "Modifier la question" : "Nouvelle question"}</DialogTitle>
            <DialogDescription>La FAQ publique montre la question dès qu'elle est enregistrée.</DialogDescription>
          </DialogHeader>
          {editing ? (
            <FaqItemForm
              item={editing.item}
              categories={categories}
              defaultCategoryId={editing.categoryId}
              onCancel={() => setEditing(null)}
              onSubmit={async (item) => {
                await saveItem.mutateAsync({ id: editing.item?.id ?? null, item });
                setEditing(null);
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}

export { AdminFaqScreen, FaqAdminSkeleton };
export type { AdminFaqScreenProps };
