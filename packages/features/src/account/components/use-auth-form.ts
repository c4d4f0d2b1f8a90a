import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import { useForm, type DefaultValues, type FieldValues, type Resolver } from "react-hook-form";
import type { z } from "zod/mini";

import { authErrorMessage } from "@fuse/domain/account/auth-errors";

/**
 * A form of the account screens: validated by its schema on blur then on change, submitted to an
 * auth call that throws on failure. The failure becomes a French message; the typed values stay.
 */
function useAuthForm<Values extends FieldValues>(
  schema: z.ZodMiniType<Values, Values>,
  defaultValues: DefaultValues<Values>,
  submit: (values: Values) => Promise<void>,
) {
  const form = useForm<Values>({
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
    mode: "onTouched",
    defaultValues,
  });
  const [serverError, setServerError] = React.useState<{ message: string; cause: unknown } | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await submit(values);
    } catch (error) {
      setServerError({ message: authErrorMessage(error), cause: error });
    }
  });
  return { form, onSubmit, serverError, pending: form.formState.isSubmitting };
}

export { useAuthForm };
