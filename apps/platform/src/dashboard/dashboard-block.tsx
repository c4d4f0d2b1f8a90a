import type * as React from "react";
import { Link } from "react-router";

import { Alert, AlertDescription } from "@fuse/ui/alert";
import { Button } from "@fuse/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@fuse/ui/card";
import { Skeleton } from "@fuse/ui/skeleton";

/** A dashboard block: its title, a link to the whole list, and its data's loading and failure states. */
export function DashboardBlock<T>({
  title,
  query,
  more,
  children,
}: {
  title: string;
  /** What the block shows: a query's answer, failure and retry. */
  query: { data: T | undefined; isError: boolean; refetch: () => unknown };
  more: { href: string; label: string };
  children: (data: T) => React.ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>
          <h2 className="text-base font-semibold">{title}</h2>
        </CardTitle>
        <Link to={more.href} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {more.label}
        </Link>
      </CardHeader>
      <CardContent>
        {query.data !== undefined ? (
          children(query.data)
        ) : query.isError ? (
          <Alert variant="destructive">
            <AlertDescription className="flex flex-col items-start gap-2">
              Ces informations n'ont pas pu être chargées.
              <Button type="button" variant="outline" size="sm" onClick={() => void query.refetch()}>
                Réessayer
              </Button>
            </AlertDescription>
          </Alert>
        ) : (
          <div className="flex flex-col gap-2" role="status" aria-busy="true" aria-label={`Chargement : ${title}`}>
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-2/3" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
