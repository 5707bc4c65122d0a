import { ChevronDown } from 'lucide-react';
import { paths } from '#web/app/paths.ts';
import { ContentPage, ContentSection } from '#web/features/content/content-page.tsx';
import { TextLink } from '#web/features/content/text-link.tsx';
import { HELP_TOPICS } from './help-topics';

export function HelpCenterPage() {
  return (
    <ContentPage
      title="Help Center"
      eyebrow="Support"
      lead="Answers to the questions customers, restaurants and drivers ask most. Open a question to read its answer."
    >
      {HELP_TOPICS.map((topic) => (
        <ContentSection key={topic.title} title={topic.title}>
          <div className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
            {topic.questions.map((item) => (
              // Native disclosure: keyboard and screen-reader support without script.
              <details key={item.question} className="group">
                <summary className="focus-ring flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-semibold text-stone-900 [&::-webkit-details-marker]:hidden">
                  {item.question}
                  <ChevronDown
                    className="size-5 shrink-0 text-stone-500 transition-transform group-open:rotate-180"
                    aria-hidden="true"
                  />
                </summary>
                <div className="px-5 pb-5 text-stone-700">{item.answer}</div>
              </details>
            ))}
          </div>
        </ContentSection>
      ))}
      <ContentSection title="Still stuck?">
        <p>
          See <TextLink href={paths.contactUs}>Contact Us</TextLink> for who can help with what, or read about{' '}
          <TextLink href={paths.safety}>Safety</TextLink> if something went wrong with a delivery.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
