import SitegenPresentation

// Every view model's fields, as its synthesized `Encodable` conformance writes them (see
// `TemplateEncodable`): a field added to a view model and not here fails `TemplateFieldsTests`.
//
// The writers below look alike (`layout`, `heading`, `summary`, …, `pagination` again and again) and
// stay written out on purpose: each is the list of its own type's stored properties, in declaration
// order, as direct calls. A shared helper for the common fields would tie unrelated view models'
// field order together, and a table of key paths or `Encodable` would bring back the dynamic calls
// these writers exist to avoid.

// MARK: - Parts of pages

extension LayoutViewModel: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("siteTitle", siteTitle)
        fields.add("language", language)
        fields.add("homeURL", homeURL)
        fields.add("stylesheetURL", stylesheetURL)
        fields.add("iconURL", iconURL)
        fields.add("feedURL", feedURL)
        fields.add("showsFeed", showsFeed)
        fields.add("calendarURL", calendarURL)
        fields.add("navigation", navigation)
        fields.add("documentTitle", documentTitle)
        fields.add("description", description)
        fields.add("canonicalURL", canonicalURL)
        fields.add("hasCanonical", hasCanonical)
        fields.add("breadcrumb", breadcrumb)
        fields.add("metaTags", metaTags)
        fields.add("jsonLDHTML", jsonLDHTML)
    }
}

extension BreadcrumbViewModel: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("links", links)
    }
}

extension LinkViewModel: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("title", title)
        fields.add("note", note)
        fields.add("url", url)
        fields.add("isCurrent", isCurrent)
    }
}

extension MetaTagViewModel: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("attribute", attribute)
        fields.add("key", key)
        fields.add("content", content)
    }
}

extension PaginationViewModel: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("previousURL", previousURL)
        fields.add("nextURL", nextURL)
        fields.add("status", status)
        fields.add("pages", pages)
    }
}

extension PaginationViewModel.PageNumber: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("label", label)
        fields.add("url", url)
        fields.add("isCurrent", isCurrent)
        fields.add("isGap", isGap)
    }
}

extension MovieCardViewModel: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("title", title)
        fields.add("year", year)
        fields.add("directors", directors)
        fields.add("url", url)
        fields.add("genres", genres)
        fields.add("rating", rating)
        fields.add("stars", stars)
        fields.add("reviewCount", reviewCount)
        fields.add("poster", poster)
        fields.add("hue", hue)
        fields.add("longestWordLength", longestWordLength)
        fields.add("extra", encoding: extra)
        fields.add("badges", badges)
        fields.add("facts", facts)
        fields.add("hasFacts", hasFacts)
        fields.add("anchor", anchor)
        fields.add("ownRating", ownRating)
        fields.add("showsYear", showsYear)
        fields.add("likeness", likeness)
        fields.add("groupHeading", groupHeading)
        fields.add("rank", rank)
    }
}

extension MovieCardViewModel.OwnRating: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("label", label)
        fields.add("rating", rating)
        fields.add("stars", stars)
    }
}

extension PictureViewModel: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("sources", sources)
        fields.add("src", src)
        fields.add("srcset", srcset)
        fields.add("width", width)
        fields.add("height", height)
        fields.add("alt", alt)
        fields.add("placeholderColour", placeholderColour)
    }
}

extension PictureViewModel.Source: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("type", type)
        fields.add("srcset", srcset)
    }
}

extension ReviewViewModel: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("authorName", authorName)
        fields.add("authorURL", authorURL)
        fields.add("movieTitle", movieTitle)
        fields.add("movieYear", movieYear)
        fields.add("movieURL", movieURL)
        fields.add("rating", rating)
        fields.add("stars", stars)
        fields.add("date", date)
        fields.add("isoDate", isoDate)
        fields.add("textHTML", textHTML)
        fields.add("showsMovie", showsMovie)
        fields.add("showsAuthor", showsAuthor)
        fields.add("movieCover", movieCover)
    }
}

extension MovieShelfViewModel: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("id", id)
        fields.add("heading", heading)
        fields.add("note", note)
        fields.add("emptyText", emptyText)
        fields.add("movies", movies)
        fields.add("more", more)
    }
}

extension ReviewShelfViewModel: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("id", id)
        fields.add("heading", heading)
        fields.add("emptyText", emptyText)
        fields.add("reviews", reviews)
        fields.add("more", more)
    }
}

extension ReviewListViewModel.Month: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("heading", heading)
        fields.add("anchor", anchor)
        fields.add("continued", continued)
        fields.add("reviews", reviews)
        fields.add("yearAnchor", yearAnchor)
    }
}

extension ReviewListViewModel: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("layout", layout)
        fields.add("heading", heading)
        fields.add("summary", summary)
        fields.add("emptyText", emptyText)
        fields.add("months", months)
        fields.add("monthLinks", monthLinks)
        fields.add("hasMonthLinks", hasMonthLinks)
        fields.add("years", years)
        fields.add("pagination", pagination)
    }
}

extension MovieDetailViewModel.Badge: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("title", title)
        fields.add("url", url)
    }
}

extension MovieDetailViewModel.Fact: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("label", label)
        fields.add("value", value)
        fields.add("links", links)
        fields.add("datetime", datetime)
    }
}

extension MovieDetailViewModel.ListedLink: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("title", title)
        fields.add("url", url)
        fields.add("separator", separator)
    }
}

extension UserListViewModel.Item: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("name", name)
        fields.add("initials", initials)
        fields.add("url", url)
        fields.add("location", location)
        fields.add("reviewCount", reviewCount)
        fields.add("anchor", anchor)
    }
}

extension TermListViewModel.Item: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("name", name)
        fields.add("url", url)
        fields.add("movieCount", movieCount)
        fields.add("covers", covers)
        fields.add("role", role)
        fields.add("address", address)
        fields.add("next", next)
    }
}

extension SitemapViewModel.Entry: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("location", location)
        fields.add("lastModified", lastModified)
    }
}

extension FeedViewModel.Entry: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("id", id)
        fields.add("title", title)
        fields.add("url", url)
        fields.add("updated", updated)
        fields.add("authorName", authorName)
        fields.add("summary", summary)
        fields.add("contentHTML", contentHTML)
    }
}

extension ProgrammeViewModel: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("id", id)
        fields.add("heading", heading)
        fields.add("screenings", screenings)
        fields.add("calendar", calendar)
        fields.add("more", more)
    }
}

extension ScreeningViewModel: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("weekday", weekday)
        fields.add("day", day)
        fields.add("month", month)
        fields.add("year", year)
        fields.add("time", time)
        fields.add("datetime", datetime)
        fields.add("soon", soon)
        fields.add("place", place)
        fields.add("placeURL", placeURL)
        fields.add("movie", movie)
    }
}

// MARK: - Pages

extension CalendarViewModel: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("layout", layout)
        fields.add("text", text)
    }
}

extension HomeViewModel: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("layout", layout)
        fields.add("introduction", introduction)
        fields.add("moviesURL", moviesURL)
        fields.add("stats", stats)
        fields.add("comingUp", comingUp)
        fields.add("latestInSiteOrder", latestInSiteOrder)
        fields.add("newestMovies", newestMovies)
        fields.add("topRated", topRated)
        fields.add("latestReviews", latestReviews)
        fields.add("pageList", pageList)
    }
}

extension SiteStatsViewModel: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("items", items)
    }
}

extension SiteStatViewModel: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("value", value)
        fields.add("label", label)
        fields.add("url", url)
    }
}

extension PageListViewModel: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("id", id)
        fields.add("heading", heading)
        fields.add("pages", pages)
    }
}

extension PageSummaryViewModel: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("title", title)
        fields.add("url", url)
        fields.add("description", description)
    }
}

extension MovieListViewModel: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("layout", layout)
        fields.add("heading", heading)
        fields.add("summary", summary)
        fields.add("decades", decades)
        fields.add("letters", letters)
        fields.add("orders", orders)
        fields.add("movies", movies)
        fields.add("pagination", pagination)
    }
}

extension MovieDetailViewModel: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("layout", layout)
        fields.add("title", title)
        fields.add("year", year)
        fields.add("facts", facts)
        fields.add("screenings", screenings)
        fields.add("hasScreenings", hasScreenings)
        fields.add("badges", badges)
        fields.add("flags", flags)
        fields.add("genres", genres)
        fields.add("poster", poster)
        fields.add("hue", hue)
        fields.add("longestWordLength", longestWordLength)
        fields.add("averageRating", averageRating)
        fields.add("stars", stars)
        fields.add("reviewCount", reviewCount)
        fields.add("distribution", distribution)
        fields.add("synopsisHTML", synopsisHTML)
        fields.add("reviews", reviews)
        fields.add("moreLikeThis", moreLikeThis)
        fields.add("hasMoreLikeThis", hasMoreLikeThis)
        fields.add("extra", encoding: extra)
    }
}

extension UserListViewModel: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("layout", layout)
        fields.add("heading", heading)
        fields.add("summary", summary)
        fields.add("letters", letters)
        fields.add("users", users)
        fields.add("pagination", pagination)
    }
}

extension UserDetailViewModel: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("layout", layout)
        fields.add("name", name)
        fields.add("initials", initials)
        fields.add("location", location)
        fields.add("joined", joined)
        fields.add("website", website)
        fields.add("websiteName", websiteName)
        fields.add("bioHTML", bioHTML)
        fields.add("reviewCount", reviewCount)
        fields.add("profile", profile)
        fields.add("favorites", favorites)
        fields.add("reviews", reviews)
        fields.add("newestReviews", newestReviews)
        fields.add("earlierReviews", earlierReviews)
        fields.add("earlierReviewsLabel", earlierReviewsLabel)
        fields.add("extra", encoding: extra)
    }
}

extension TermListViewModel: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("layout", layout)
        fields.add("heading", heading)
        fields.add("summary", summary)
        fields.add("terms", terms)
        fields.add("sections", sections)
        fields.add("jumps", jumps)
        fields.add("alternate", alternate)
        fields.add("about", about)
        fields.add("pagination", pagination)
        fields.add("hasCovers", hasCovers)
    }
}

extension TermListViewModel.Section: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("heading", heading)
        fields.add("continued", continued)
        fields.add("anchor", anchor)
        fields.add("url", url)
        fields.add("terms", terms)
        fields.add("blocks", blocks)
    }
}

extension TermListViewModel.Section.Block: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("terms", terms)
    }
}

extension JumpsViewModel: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("links", links)
        fields.add("isAlphabet", isAlphabet)
    }
}

extension JumpsViewModel.Jump: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("title", title)
        fields.add("url", url)
        fields.add("isHere", isHere)
        fields.add("place", place)
    }
}

extension TermDetailViewModel: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("layout", layout)
        fields.add("heading", heading)
        fields.add("about", about)
        fields.add("role", role)
        fields.add("summary", summary)
        fields.add("letters", letters)
        fields.add("movies", movies)
        fields.add("groups", groups)
        fields.add("orders", orders)
        fields.add("pagination", pagination)
        fields.add("profile", profile)
        fields.add("neighbours", neighbours)
        fields.add("years", years)
        fields.add("initials", initials)
        fields.add("workedWith", workedWith)
        fields.add("fewFilms", fewFilms)
        fields.add("info", info)
        fields.add("programme", programme)
    }
}

extension TermDetailViewModel.Info: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("description", description)
        fields.add("address", address)
        fields.add("mapURL", mapURL)
        fields.add("website", website)
        fields.add("hasFacts", hasFacts)
    }
}

extension TermDetailViewModel.WorkedWith: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("heading", heading)
        fields.add("people", people)
    }
}

extension TermDetailViewModel.Neighbours: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("label", label)
        fields.add("earlier", earlier)
        fields.add("later", later)
    }
}

extension TermDetailViewModel.Years: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("label", label)
        fields.add("links", links)
    }
}

extension TermDetailViewModel.Group: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("heading", heading)
        fields.add("movies", movies)
    }
}

extension FreePageViewModel: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("layout", layout)
        fields.add("title", title)
        fields.add("bodyHTML", bodyHTML)
    }
}

extension NotFoundViewModel: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("layout", layout)
        fields.add("heading", heading)
        fields.add("moviesURL", moviesURL)
        fields.add("usersURL", usersURL)
        fields.add("reviewsURL", reviewsURL)
        fields.add("searchURL", searchURL)
    }
}

extension RedirectViewModel: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("layout", layout)
        fields.add("targetURL", targetURL)
        fields.add("canonicalTargetURL", canonicalTargetURL)
    }
}

extension RobotsViewModel: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("layout", layout)
        fields.add("sitemapURL", sitemapURL)
    }
}

extension SitemapViewModel: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("layout", layout)
        fields.add("entries", entries)
        fields.add("parts", parts)
        fields.add("isIndex", isIndex)
    }
}

extension FeedViewModel: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("layout", layout)
        fields.add("id", id)
        fields.add("title", title)
        fields.add("subtitle", subtitle)
        fields.add("selfURL", selfURL)
        fields.add("siteURL", siteURL)
        fields.add("updated", updated)
        fields.add("authorName", authorName)
        fields.add("entries", entries)
    }
}

extension SearchViewModel: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("layout", layout)
        fields.add("heading", heading)
        fields.add("pageURL", pageURL)
        fields.add("indexURL", indexURL)
        fields.add("scriptURL", scriptURL)
        fields.add("moviesURL", moviesURL)
        fields.add("usersURL", usersURL)
        fields.add("genresURL", genresURL)
        fields.add("directorsURL", directorsURL)
        fields.add("peopleURL", peopleURL)
        fields.add("yearsURL", yearsURL)
        fields.add("reviewsURL", reviewsURL)
        fields.add("taxonomies", taxonomies)
    }
}

extension SearchIndexViewModel: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("layout", layout)
        fields.add("indexJSON", indexJSON)
    }
}

extension RatingDistributionViewModel: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("bars", bars)
        fields.add("summary", summary)
    }
}

extension RatingDistributionViewModel.Bar: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("label", label)
        fields.add("count", count)
        fields.add("height", height)
    }
}

extension CountedLinkViewModel: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("title", title)
        fields.add("url", url)
        fields.add("count", count)
    }
}

extension ReviewerProfileViewModel: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("average", average)
        fields.add("distribution", distribution)
        fields.add("genres", genres)
        fields.add("people", people)
        fields.add("closestTastes", closestTastes)
        fields.add("hasGenres", hasGenres)
        fields.add("hasPeople", hasPeople)
        fields.add("hasClosestTastes", hasClosestTastes)
    }
}

extension OrderControlViewModel: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("links", links)
        fields.add("note", note)
    }
}

extension PersonProfileViewModel: TemplateEncodable {
    func write(to fields: inout TemplateFields) {
        fields.add("photo", photo)
        fields.add("bioHTML", bioHTML)
        fields.add("extra", encoding: extra)
        fields.add("facts", facts)
        fields.add("badges", badges)
    }
}
