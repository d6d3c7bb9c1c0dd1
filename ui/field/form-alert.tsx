/** The server's refusal, shown inside the form above its button (the toast says it too, briefly). */
export function FormAlert({ title, message }: { title: string; message: string }) {
  return (
    <div role="alert" data-slot="form-alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm">
      <p className="font-medium text-destructive">{title}</p>
      <p className="text-foreground">{message}</p>
    </div>
  );
}
