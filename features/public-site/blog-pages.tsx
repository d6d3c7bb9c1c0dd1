import { Link, useParams } from "react-router";
import { ArrowLeft, Clock } from "lucide-react";
import { InfoPage, Prose } from "./info-page.tsx";
import { blogArticles, findArticle, formatPublished, type ArticleBlock, type BlogArticle } from "./blog-articles.ts";
import { NotFoundPage } from "./not-found-page.tsx";

function ArticleMeta({ article }: { article: BlogArticle }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
      <time dateTime={article.published}>{formatPublished(article.published)}</time>
      <span aria-hidden="true">·</span>
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden="true" className="size-3.5" />
        {article.readMinutes} min read
      </span>
    </p>
  );
}

/** `/blog`: the articles, newest first. */
export function BlogPage() {
  return (
    <InfoPage
      heading="Blog"
      path="/blog"
      description="Practical home-maintenance articles from Hearthkeep: furnace filters, refrigerator coils, dryer vents, smoke alarms and more."
      lead="Practical guides to the small jobs that keep a home running."
    >
      <ul className="flex flex-col gap-10">
        {blogArticles.map((article, index) => (
          <li key={article.slug}>
            <article aria-labelledby={`article-${article.slug}`} className="group relative grid gap-5 sm:grid-cols-[220px_1fr]">
              <img
                src={article.image.src}
                alt=""
                width={article.image.width}
                height={article.image.height}
                // The first picture may be on screen at once; the others wait until they are scrolled to.
                loading={index === 0 ? "eager" : "lazy"}
                decoding="async"
                className="aspect-[4/3] h-auto w-full rounded-lg border bg-muted object-cover"
              />
              <div className="flex flex-col gap-2">
                <h2 id={`article-${article.slug}`} className="text-xl font-semibold tracking-tight text-balance">
                  <Link
                    to={`/blog/${article.slug}`}
                    className="rounded-sm outline-none after:absolute after:inset-0 group-hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
                  >
                    {article.title}
                  </Link>
                </h2>
                <ArticleMeta article={article} />
                <p className="text-muted-foreground">{article.summary}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </InfoPage>
  );
}

function Block({ block }: { block: ArticleBlock }) {
  switch (block.kind) {
    case "heading":
      return <h2>{block.text}</h2>;
    case "paragraph":
      return <p>{block.text}</p>;
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      );
    }
  }
}

/** `/blog/:slug`: one article; an unknown slug shows the not-found page. */
export function BlogArticlePage({ slug: givenSlug }: { slug?: string }) {
  const params = useParams();
  const article = findArticle(givenSlug ?? params.slug);
  if (!article) return <NotFoundPage />;
  return (
    <InfoPage
      heading={article.title}
      path={`/blog/${article.slug}`}
      description={article.summary}
      lead={<ArticleMeta article={article} />}
    >
      <article aria-label={article.title} className="flex flex-col gap-8">
        <img
          src={article.image.src}
          alt={article.image.alt}
          width={article.image.width}
          height={article.image.height}
          decoding="async"
          className="aspect-[4/3] h-auto w-full rounded-xl border bg-muted object-cover"
        />
        <Prose>
          {article.body.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </Prose>
        <p>
          <Link
            to="/blog"
            className="inline-flex items-center gap-1.5 rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            All articles
          </Link>
        </p>
      </article>
    </InfoPage>
  );
}
