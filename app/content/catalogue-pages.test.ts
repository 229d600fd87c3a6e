import { describe, expect, it } from "vitest";
import {
  resourceLibrary,
  resourcesCta,
  resourcesHero,
  resourcesJsonLd,
  resourcesSeo,
} from "#app/content/resources.ts";
import {
  resourceCategories,
  resourceLevels,
  type ResourceCategory,
} from "#app/content/resources-catalogue.ts";
import {
  directoryCopy,
  directoryCta,
  directoryListingService,
  dmvDirectoryHero,
  dmvDirectoryJsonLd,
  dmvDirectorySeo,
} from "#app/content/dmv-directory.ts";
import {
  businessListings,
  communityGroups,
  directoryCategories,
  directoryLocations,
  showcaseProjects,
} from "#app/content/dmv-directory-listings.ts";
import {
  filterListings,
  filterResources,
  levelId,
  matchesLocation,
} from "#app/features/catalogue/filter.ts";
import { flattenResources } from "#app/lib/resource-filter.ts";

const contact = (service: string) =>
  `/contact?service=${encodeURIComponent(service)}`;
const categories: readonly ResourceCategory[] = resourceCategories;
const resources = flattenResources(categories);

function expectDescriptionLength(description: string) {
  expect(description.length).toBeGreaterThanOrEqual(120);
  expect(description.length).toBeLessThanOrEqual(160);
}

function types(records: readonly Record<string, unknown>[]) {
  return records.flatMap((record) => record["@type"]);
}

// The spec's categories, levels, locations, tabs and labels are pinned in spec-constants.test.ts.

describe("/resources (spec §2, §3, §4, §5 and §9)", () => {
  it("has a description of 120 to 160 characters and a breadcrumb", () => {
    expectDescriptionLength(resourcesSeo.description);
    expect(types(resourcesJsonLd())).toEqual([
      "CollectionPage",
      "BreadcrumbList",
    ]);
    expect(resourcesHero.actions[0]).toEqual({
      label: "Get Your Free Audit",
      to: "/free-audit",
    });
  });

  it("gives every category a title, a description and an icon", () => {
    for (const category of categories) {
      expect(category.title).toBeTruthy();
      expect(category.description.length).toBeGreaterThan(30);
      expect(category.icon).toBeTruthy();
    }
  });

  it("gives every resource the spec's fields and a unique id across categories", () => {
    expect(new Set(resources.map((resource) => resource.id)).size).toBe(
      resources.length,
    );
    expect(new Set(resources.map((resource) => resource.title)).size).toBe(
      resources.length,
    );
    for (const resource of resources) {
      expect(resource.description.length, resource.id).toBeGreaterThan(60);
      expect(resource.duration, resource.id).toMatch(/^\d+ min$/);
      expect(resourceLevels, resource.id).toContain(resource.difficulty);
      expect(resource.topics.length, resource.id).toBeGreaterThan(0);
      expect(new Set(resource.topics).size, resource.id).toBe(
        resource.topics.length,
      );
      // Resources are emailed on request (product.md D3): no placeholder download links.
      expect(resource.downloadUrl, resource.id).toBeUndefined();
    }
  });

  it("has resources at every level", () => {
    for (const level of resourceLevels) {
      expect(
        filterResources(resources, {
          query: "",
          category: "all",
          level: levelId(level),
        }).length,
        level,
      ).toBeGreaterThan(0);
    }
  });

  it("has resources with more than three topics, so the +N badge shows", () => {
    expect(
      resources.filter((resource) => resource.topics.length > 3).length,
    ).toBeGreaterThan(0);
  });

  it("offers the Core Web Vitals checklist as the brief describes it", () => {
    expect(
      resources.find(
        (resource) =>
          resource.title ===
          "Core Web Vitals Checklist for Local Business Sites",
      ),
    ).toMatchObject({
      type: "Checklist",
      duration: "15 min",
      difficulty: "Beginner",
      categoryId: "seo-performance",
    });
  });

  it("promises to email a resource, and closes with the free audit", () => {
    expect(resourceLibrary.note).toContain("we'll email it to you");
    expect(resourcesCta.actions[0]!.to).toBe("/free-audit");
  });
});

describe("/dmv-directory (spec §2, §3, §4 and §5)", () => {
  const listings = businessListings;

  it("has a description of 120 to 160 characters and no records of invented businesses", () => {
    expectDescriptionLength(dmvDirectorySeo.description);
    expect(types(dmvDirectoryJsonLd())).toEqual([
      "CollectionPage",
      "BreadcrumbList",
    ]);
    expect(JSON.stringify(dmvDirectoryJsonLd())).not.toContain(
      listings[0]!.name,
    );
  });

  it("links List Your Business to the contact form with a service name", () => {
    expect(directoryListingService).toBe("Directory Listing");
    const listYourBusiness = {
      label: "List Your Business",
      to: contact("Directory Listing"),
    };
    expect(dmvDirectoryHero.actions[0]).toEqual(listYourBusiness);
    expect(directoryCta.actions[0]).toEqual(listYourBusiness);
    expect(listYourBusiness.to).toBe("/contact?service=Directory%20Listing");
  });

  it("lists businesses in every category, with its title and colour", () => {
    for (const category of directoryCategories) {
      const inCategory = listings.filter(
        (listing) => listing.categoryId === category.id,
      );
      expect(inCategory.length, category.id).toBeGreaterThanOrEqual(2);
      for (const listing of inCategory) {
        expect(listing.category).toBe(category.title);
        expect(listing.colour).toBe(category.colour);
      }
    }
  });

  it("lists 8 to 12 businesses spread over the three locations", () => {
    expect(listings.length).toBeGreaterThanOrEqual(8);
    expect(listings.length).toBeLessThanOrEqual(12);
    for (const listing of listings) {
      const places = directoryLocations.filter((location) =>
        matchesLocation(listing.location, location.id),
      );
      expect(places, listing.location).toHaveLength(1);
    }
    for (const location of directoryLocations) {
      expect(
        filterListings(listings, {
          query: "",
          category: "all",
          location: location.id,
        }).length,
        location.id,
      ).toBeGreaterThanOrEqual(3);
    }
  });

  it("gives every listing the spec's fields", () => {
    const thisYear = new Date().getFullYear();
    for (const listing of listings) {
      expect(listing.type, listing.id).toBeTruthy();
      expect(listing.description.length, listing.id).toBeGreaterThan(60);
      expect(listing.specialties.length, listing.id).toBeGreaterThanOrEqual(3);
      expect(listing.rating, listing.id).toBeGreaterThanOrEqual(1);
      expect(listing.rating, listing.id).toBeLessThanOrEqual(5);
      expect(listing.projects, listing.id).toBeGreaterThan(0);
      expect(listing.established, listing.id).toBeLessThanOrEqual(thisYear);
      expect(listing.teamSize, listing.id).toMatch(/^\d+ people$/);
    }
    expect(new Set(listings.map((listing) => listing.name)).size).toBe(
      listings.length,
    );
  });

  it("uses only reserved example contact details", () => {
    for (const listing of listings) {
      const website = new URL(listing.website);
      expect(website.protocol, listing.id).toBe("https:");
      expect(website.hostname, listing.id).toMatch(/\.example$/);
      expect(listing.phone, listing.id).toMatch(
        /^\((202|301|703|571)\) 555-01\d\d$/,
      );
      const domain = website.hostname.replace(/^www\./, "");
      expect(listing.email, listing.id).toMatch(
        new RegExp(`^[a-z]+@${domain.replace(/\./g, "\\.")}$`),
      );
    }
    expect(new Set(listings.map((listing) => listing.phone)).size).toBe(
      listings.length,
    );
  });

  it("shows 3 or 4 showcase projects by listed businesses", () => {
    expect(showcaseProjects.length).toBeGreaterThanOrEqual(3);
    expect(showcaseProjects.length).toBeLessThanOrEqual(4);
    const names = new Set(listings.map((listing) => listing.name));
    for (const project of showcaseProjects) {
      expect(names, project.id).toContain(project.agency);
      expect(project.technologies.length, project.id).toBeGreaterThan(0);
      expect(project.results.length, project.id).toBeGreaterThan(0);
      expect(project.image.alt.length, project.id).toBeGreaterThan(20);
      expect(project.client, project.id).toBeTruthy();
      expect(project.year, project.id).toBeLessThanOrEqual(
        new Date().getFullYear(),
      );
    }
  });

  it("shows 3 or 4 community groups with a recurring schedule", () => {
    expect(communityGroups.length).toBeGreaterThanOrEqual(3);
    expect(communityGroups.length).toBeLessThanOrEqual(4);
    for (const group of communityGroups) {
      expect(group.nextEvent, group.id).toMatch(/each|every|quarterly/i);
      expect(group.members, group.id).toBeGreaterThan(0);
      expect(group.topics.length, group.id).toBeGreaterThan(0);
    }
  });

  it("names the empty state and the example notice", () => {
    expect(directoryCopy.empty).toEqual({
      title: "No businesses found",
      hint: expect.any(String),
      clear: "Clear Filters",
    });
    expect(directoryCopy.disclaimer).toMatch(/examples/);
    expect(directoryCopy.disclaimer).toContain("List Your Business");
  });
});
