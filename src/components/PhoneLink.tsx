/** A phone number that dials when pressed; it reads left to right in every language, Arabic included. */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a className={className} href={`tel:${phone.replace(/\s/g, '')}`} dir="ltr">
      {phone}
    </a>
  );
}
