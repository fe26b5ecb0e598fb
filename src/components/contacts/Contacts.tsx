/*
 * The firm's contacts as the rider reads and uses them (FIRM's addresses, numbers and sites, src/domain/firm.ts).
 */

/** A postal address, one line per entry, as it is printed on a letter. */
export const PostalAddress = ({ lines }: { lines: readonly string[] }) => (
  <address className="postal-address">
    {lines.map((line, i) => (
      <span key={`${String(i)} ${line}`}>
        {line}
        {i < lines.length - 1 ? <br /> : null}
      </span>
    ))}
  </address>
)

/** A telephone number as a link that calls it (the number without its spaces). */
export const PhoneLink = ({ number }: { number: string }) => <a href={`tel:${number.replace(/\s/g, '')}`}>{number}</a>

/** An e-mail address as a link that writes to it. */
export const EmailLink = ({ address }: { address: string }) => <a href={`mailto:${address}`}>{address}</a>

/** A web site as a link named by its host ('ico.org.uk'); the rider follows it, the app never requests it. */
export const WebLink = ({ url }: { url: string }) => <a href={url}>{new URL(url).host}</a>
