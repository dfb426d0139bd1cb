/**
 * Sends the shopper to the payment provider's page (Adyen's redirect action): a plain navigation, or a form posted
 * there with the action's fields when the provider asks for a POST.
 */
export function goToProvider(action: {
  url: string;
  method: 'GET' | 'POST';
  data?: Record<string, string | undefined>;
}): void {
  if (action.method === 'GET') {
    window.location.assign(action.url);
    return;
  }
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action.url;
  for (const [name, value] of Object.entries(action.data ?? {})) {
    if (value === undefined) continue;
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
