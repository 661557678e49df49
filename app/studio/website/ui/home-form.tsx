import { fieldLabel, websiteCopy } from "#app/content/studio/website.ts";
import { editableLists } from "#app/studio/website/editor.ts";
import {
  AddButton,
  ListItem,
  Section,
  TextField,
  useEditing,
} from "#app/studio/website/ui/fields.tsx";
import { StudioField } from "#app/studio/ui/form-field.tsx";
import { inputClass } from "#app/studio/ui/styles.ts";
import { valueAt } from "#app/website/form-paths.ts";
import { stepIcons } from "#app/website/schema.ts";
import { buttonVariants } from "#app/components/ui/button.tsx";

const copy = websiteCopy.home;
const { sections } = copy;

/** The items of a list in the values, as many as there are. */
function useCount(path: string): number {
  const list = valueAt(useEditing().values, path);
  return Array.isArray(list) ? list.length : 0;
}

/** A list the owner grows, shrinks and reorders (editableLists), each item drawn by `item`. */
function EditableList({
  path,
  what,
  item,
}: {
  path: keyof typeof editableLists;
  what: string;
  item: (itemPath: string) => React.ReactNode;
}) {
  const count = useCount(path);
  const { min, max } = editableLists[path]!;
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <ListItem
          key={index}
          list={path}
          index={index}
          count={count}
          min={min}
          title={websiteCopy.editor.item(what, index + 1)}
        >
          {item(`${path}.${index}`)}
        </ListItem>
      ))}
      <AddButton list={path} count={count} max={max} what={what} />
    </>
  );
}

function IconSelect({ path }: { path: string }) {
  const { values, errors } = useEditing();
  return (
    <StudioField id={path} label={fieldLabel(path)} error={errors[path]} className="mt-6">
      <select name={path} defaultValue={String(valueAt(values, path) ?? "")} className={inputClass}>
        {stepIcons.map((icon) => (
          <option key={icon} value={icon}>
            {copy.icons[icon]}
          </option>
        ))}
      </select>
    </StudioField>
  );
}

function PackageFields({ path }: { path: string }) {
  const { values } = useEditing();
  return (
    <>
      <input
        type="hidden"
        name={`${path}.id`}
        defaultValue={String(valueAt(values, `${path}.id`))}
      />
      <TextField path={`${path}.name`} />
      <TextField path={`${path}.price`} inputMode="numeric" />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField path={`${path}.duration`} />
        <TextField path={`${path}.outfits`} />
      </div>
      <TextField path={`${path}.features`} lines={5} withItems />
      <label className="mt-6 flex min-h-12 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          name={`${path}.popular`}
          id={`${path}.popular`}
          defaultChecked={valueAt(values, `${path}.popular`) === true}
          className="size-5 accent-ink"
        />
        {fieldLabel(`${path}.popular`)}
      </label>
    </>
  );
}

const homeSectionIds = Object.keys(sections) as (keyof typeof sections)[];

/** Startseite: the `home` document, section by section as the page shows them. */
export function HomeForm() {
  const stepCount = useCount("home.experience.steps");
  return (
    <>
      <Section id="hero" title={sections.hero}>
        <TextField path="home.hero.tagline" />
        <TextField path="home.hero.headline" />
        <TextField path="home.hero.subline" lines={3} />
        {[0, 1, 2].map((index) => (
          <TextField key={index} path={`home.hero.trustPoints.${index}`} />
        ))}
      </Section>
      <Section id="philosophy" title={sections.philosophy}>
        <TextField path="home.philosophy.heading" />
        <EditableList
          path="home.philosophy.paragraphs"
          what={copy.paragraph}
          item={(path) => <TextField path={path} lines={6} />}
        />
        <TextField path="home.philosophy.signature" />
      </Section>
      <Section id="experience" title={sections.experience}>
        <TextField path="home.experience.heading" />
        <TextField path="home.experience.intro" lines={3} />
        {Array.from({ length: stepCount }, (_, index) => {
          const path = `home.experience.steps.${index}`;
          return (
            <fieldset
              key={index}
              className="mt-8 border border-ink/15 bg-white/40 px-4 pb-5 sm:px-5"
            >
              <legend className="px-1 font-semibold">
                {websiteCopy.editor.item(copy.step, index + 1)}
              </legend>
              <IconSelect path={`${path}.icon`} />
              <TextField path={`${path}.title`} />
              <TextField path={`${path}.description`} lines={3} />
            </fieldset>
          );
        })}
      </Section>
      <Section id="packages" title={sections.packages}>
        <TextField path="home.packages.heading" />
        <TextField path="home.packages.intro" lines={3} />
        <EditableList
          path="home.packages.items"
          what={copy.package}
          item={(path) => <PackageFields path={path} />}
        />
      </Section>
      <Section id="creators" title={sections.creators}>
        <TextField path="home.creators.heading" />
        <TextField path="home.creators.intro" lines={4} />
        <EditableList
          path="home.creators.features"
          what={copy.feature}
          item={(path) => (
            <>
              <TextField path={`${path}.title`} />
              <TextField path={`${path}.description`} lines={3} />
            </>
          )}
        />
        <TextField path="home.creators.action" />
        <TextField path="home.creators.mailSubject" />
      </Section>
      <Section id="faq" title={sections.faq}>
        <TextField path="home.faq.heading" />
        <TextField path="home.faq.intro" lines={3} />
        <EditableList
          path="home.faq.items"
          what={copy.question}
          item={(path) => (
            <>
              <TextField path={`${path}.question`} />
              <TextField path={`${path}.answer`} lines={5} />
            </>
          )}
        />
      </Section>
      <Section id="contact" title={sections.contact}>
        <TextField path="home.contact.heading" />
        <TextField path="home.contact.intro" lines={4} />
      </Section>
      <Section id="footer" title={sections.footer}>
        <TextField path="home.footer.claim" lines={3} />
      </Section>
    </>
  );
}

/** The home page's sections as a row of links to jump to. */
export function HomeJumpList() {
  return (
    <nav aria-label={websiteCopy.editor.jump} className="mt-6">
      {/* -mx-2: the links' text, not their padding, lines up with the column. */}
      <ul className="-mx-2 flex flex-wrap gap-x-1 gap-y-1 text-sm">
        {homeSectionIds.map((id) => (
          <li key={id}>
            <a href={`#${id}`} className={buttonVariants({ variant: "link", className: "px-2" })}>
              {sections[id]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
