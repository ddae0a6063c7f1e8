/** Plain text with blank-line paragraphs (the seed's manual format); single newlines are kept. */
export function ToolManual({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
  return (
    <div className="space-y-3 text-sm leading-relaxed text-slate-700">
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  )
}
