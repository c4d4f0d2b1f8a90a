import { signUpSchema, type SignUpValues } from "@fuse/domain/account/schemas";
import { Button } from "@fuse/ui/button";

import { FormAlert } from "./auth-card.tsx";
import { NewPasswordFields } from "./new-password-fields.tsx";
import { TextField } from "./text-field.tsx";
import { useAuthForm } from "./use-auth-form.ts";

type SignUpFormProps = {
  /** Creates the account; throws the auth error on failure. */
  onSubmit: (values: SignUpValues) => Promise<void>;
  submitLabel?: string;
  /** Values to start from (a link that prefills the name and address). */
  initialValues?: Partial<Pick<SignUpValues, "firstName" | "lastName" | "email">>;
};

const emptySignUp: SignUpValues = { firstName: "", lastName: "", email: "", password: "", passwordConfirmation: "" };

/** The values given, without the empty ones. */
const given = (values: SignUpFormProps["initialValues"]): Partial<SignUpValues> =>
  Object.fromEntries(Object.entries(values ?? {}).filter(([, value]) => value));

/** A new account: name, e-mail and a password that meets the policy, typed twice. */
function SignUpForm({ onSubmit, submitLabel = "Créer mon compte", initialValues }: SignUpFormProps) {
  // The form's values, and written into the inputs too: a page the server rendered shows them
  // before its script runs.
  const initial = given(initialValues);
  const {
    form,
    onSubmit: submit,
    serverError,
    pending,
  } = useAuthForm(signUpSchema, { ...emptySignUp, ...initial }, onSubmit);
  const { errors } = form.formState;
  return (
    <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Inscription">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Prénom"
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          defaultValue={initial.firstName}
          {...form.register("firstName")}
        />
        <TextField
          label="Nom"
          autoComplete="family-name"
          required
          error={errors.lastName?.message}
          defaultValue={initial.lastName}
          {...form.register("lastName")}
        />
      </div>
      <TextField
        label="Adresse e-mail"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        defaultValue={initial.email}
        {...form.register("email")}
      />
      <NewPasswordFields register={form.register} errors={errors} />
      <FormAlert>{serverError?.message}</FormAlert>
      <Button type="submit" size="lg" loading={pending}>
        {pending ? "Création du compte…" : submitLabel}
      </Button>
    </form>
  );
}

export { SignUpForm };
export type { SignUpFormProps };
