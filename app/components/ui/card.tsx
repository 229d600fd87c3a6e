import * as React from "react";

// The card's look lives in app.css under its data-slot attributes, below the utilities: classes
// passed in (`gap-3`, `text-2xl`, `shadow-lg`) replace the defaults they name.

function Card(props: React.ComponentProps<"div">) {
  return <div data-slot="card" {...props} />;
}

function CardHeader(props: React.ComponentProps<"div">) {
  return <div data-slot="card-header" {...props} />;
}

type CardTitleProps = React.ComponentProps<"h3"> & {
  /** Heading level, so cards fit the page's heading outline. */
  as?: "h2" | "h3" | "h4";
};

function CardTitle({ as: Heading = "h3", ...props }: CardTitleProps) {
  return <Heading data-slot="card-title" {...props} />;
}

function CardDescription(props: React.ComponentProps<"p">) {
  return <p data-slot="card-description" {...props} />;
}

function CardContent(props: React.ComponentProps<"div">) {
  return <div data-slot="card-content" {...props} />;
}

function CardFooter(props: React.ComponentProps<"div">) {
  return <div data-slot="card-footer" {...props} />;
}

export {
  Card,
  CardHeader,
  CardTitle,
  CardDescription,
  CardContent,
  CardFooter,
};
