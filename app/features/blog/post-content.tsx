import type * as React from "react";
import { blogPostPage } from "#app/content/blog.ts";
import type {
  BlogBlock,
  BlogImageRef,
  RichTextSpan,
} from "#app/lib/blog-types.ts";
import { imageUrl, servedWidths, srcSet } from "./image-urls.ts";
import { safeHref } from "./safe-links.ts";

/**
 * A post's body (spec §2 Blog post): each block by its type, consecutive list items as one list,
 * numbered items numbered by position (a run restarts after any other block), unknown types
 * left out. Text is only ever text: marks become elements, and a link keeps its address only
 * for http(s), mailto and the site's own paths; nothing from the content is injected as HTML.
 */
export function PostContent({ blocks }: { blocks: readonly BlogBlock[] }) {
  const shown = blocks.filter((block) => renderedTypes.has(block.type));
  if (shown.length === 0)
    return <p className="text-muted-foreground">{blogPostPage.emptyContent}</p>;
  const levels = headingLevels(shown);
  const groups = groupLists(shown);
  const firstImage = groups.findIndex(
    (group) => !Array.isArray(group) && group.type === "image",
  );
  return (
    <div className="post-body">
      {groups.map((group, index) => {
        if (Array.isArray(group)) {
          const List = group[0]!.type === "numbered_list_item" ? "ol" : "ul";
          return (
            <List key={index}>
              {group.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <RichText block={item} />
                </li>
              ))}
            </List>
          );
        }
        if (group.type === "image")
          return (
            <PostImage key={index} block={group} eager={index === firstImage} />
          );
        if (group.type === "paragraph")
          return (
            <p key={index}>
              <RichText block={group} />
            </p>
          );
        const Heading = levels.get(group.type)!;
        return (
          <Heading key={index}>
            <RichText block={group} />
          </Heading>
        );
      })}
    </div>
  );
}

const headingTypes = ["heading_1", "heading_2", "heading_3"] as const;
const listTypes = new Set(["bulleted_list_item", "numbered_list_item"]);
const renderedTypes = new Set<string>([
  ...headingTypes,
  ...listTypes,
  "paragraph",
  "image",
]);

/**
 * The element of each heading type: the post's title is the page's h1, so its highest heading
 * level becomes h2 and the others follow without skipping a level.
 */
function headingLevels(blocks: readonly BlogBlock[]) {
  const used = headingTypes.filter((type) =>
    blocks.some((block) => block.type === type),
  );
  const tags = ["h2", "h3", "h4"] as const;
  return new Map<string, (typeof tags)[number]>(
    used.map((type, index) => [type, tags[index]!]),
  );
}

/** The blocks with each run of list items of one kind gathered into an array. */
function groupLists(blocks: readonly BlogBlock[]) {
  const groups: (BlogBlock | BlogBlock[])[] = [];
  for (const block of blocks) {
    const previous = groups.at(-1);
    if (
      listTypes.has(block.type) &&
      Array.isArray(previous) &&
      previous[0]!.type === block.type
    )
      previous.push(block);
    else groups.push(listTypes.has(block.type) ? [block] : block);
  }
  return groups;
}

function RichText({ block }: { block: BlogBlock }) {
  const spans: readonly RichTextSpan[] = block.richText?.length
    ? block.richText
    : [{ text: block.content }];
  return spans.map((span, index) => <Span key={index} span={span} />);
}

function Span({ span }: { span: RichTextSpan }) {
  let node: React.ReactNode = span.text;
  if (span.code) node = <code>{node}</code>;
  if (span.italic) node = <em>{node}</em>;
  if (span.bold) node = <strong>{node}</strong>;
  const href = safeHref(span.href, { sitePaths: true });
  if (href) {
    const external = !href.startsWith("/");
    node = (
      <a href={href} rel={external ? "noopener noreferrer" : undefined}>
        {node}
      </a>
    );
  }
  return node;
}

/**
 * An image at the width the layout gives it, in AVIF or WebP, with its size set so that nothing
 * moves when it arrives. The first image of a post is likely its largest paint: loaded at once.
 */
function PostImage({ block, eager }: { block: BlogBlock; eager: boolean }) {
  const image: BlogImageRef | undefined = block.image;
  if (!image) return null;
  const sizes = "(min-width: 768px) 720px, 100vw";
  const largest = servedWidths(image.width).at(-1)!;
  return (
    <figure>
      <picture>
        <source
          type="image/avif"
          srcSet={srcSet(image, "avif")}
          sizes={sizes}
        />
        <source
          type="image/webp"
          srcSet={srcSet(image, "webp")}
          sizes={sizes}
        />
        <img
          src={imageUrl(image.id, largest, "webp")}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : undefined}
          decoding="async"
        />
      </picture>
      {image.alt && block.content && block.content !== image.alt && (
        <figcaption>{block.content}</figcaption>
      )}
    </figure>
  );
}
