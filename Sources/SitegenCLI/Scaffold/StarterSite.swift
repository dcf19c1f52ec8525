/// The files of a new site: enough content to show every kind of page, each one a model to copy.
enum StarterSite {
    /// Path below the site folder → text.
    static let files: [(path: String, text: String)] = [
        ("site.yml", """
            # Settings of the site; `sitegen build --help` lists what the commands override.
            title: My Film Club
            description: What we watched, and what we thought of it.
            language: en
            # Where the site will be hosted; every canonical link and the feed use it.
            baseURL: http://localhost:8000/
            pageSize: 12
            # Each page is written as HTML; add json for its data as index.json beside it, so the
            # site doubles as a read-only API (21,000 more files for 10,000 movies).
            # outputs: [html, json]
            # Fields of your own under a movie's extra: whose names get pages, as genres do:
            # with extra: {venue: Back room}, /venue/ lists every venue, /venue/back-room/ its movies.
            # A flag makes one list: with extra: {club_pick: true}, /club-pick/ lists every pick.
            # A description is said on the taxonomy's page; terms: says what a name's page says of
            # it (a description, an address with a map link, a website).
            # taxonomies:
            #   venue: {title: Venues, terms: {Back room: {address: "14 Mill Lane, London"}}}
            #   club_pick: {title: Club picks, description: The film we voted best of each season.}
            # Fields of your own each movie's card shows too, on every list: with
            # extra: {screened: 2024-03-14}, a card says "Screened 14 March 2024".
            # cardFields: [screened]
            # Every list in one more order, by such a field of dates: /movies/by-screened/. Dates
            # from the day of the build on are "Coming up" on the home page and in /calendar.ics,
            # each at the place its movie's extra.venue names.
            # orders: {screened: {title: Screened, place: venue}}
            # The zone the club's days and times are in (UTC if not said): at 20:30 in New York,
            # tonight's screening is still coming up, though it is tomorrow in UTC.
            # timeZone: America/New_York

            """),
        ("content/movies/casablanca-1942.md", """
            ---
            title: Casablanca
            year: 1942
            released: 1942-11-26
            runtime: 102
            genres: [Drama, Romance]
            directors: [Michael Curtiz]
            cast: [Humphrey Bogart, Ingrid Bergman, Claude Rains]
            reviews:
              - user: ada-lovelace
                rating: 5
                date: 2024-02-01
                text: Every line is a quote, and every quote still works.
              - user: grace-hopper
                rating: 4.5
                date: 2024-02-03
            ---
            A nightclub owner who sticks his neck out for nobody is asked to help the woman who left him.

            If you liked it, try [Seven Samurai](movie:seven-samurai-1954) next, or read what
            [Ada](user:ada-lovelace) thought of everything else.

            """),
        ("content/movies/seven-samurai-1954.md", """
            ---
            title: Seven Samurai
            year: 1954
            runtime: 207
            genres: [Action, Drama]
            directors: [Akira Kurosawa]
            cast: [Toshiro Mifune, Takashi Shimura]
            reviews:
              - user: grace-hopper
                rating: 5
                date: 2024-03-07
                text: Three and a half hours that feel like two. Every team movie owes it rent.
            ---
            A village of farmers hires seven masterless samurai to defend it against bandits.

            """),
        ("content/movies/arrival-2016.md", """
            ---
            title: Arrival
            year: 2016
            genres: [Science Fiction, Drama]
            directors: [Denis Villeneuve]
            cast: [Amy Adams, Jeremy Renner]
            reviews:
              - user: ada-lovelace
                rating: 4
                date: 2024-04-11
                text: A film about *language* that trusts its audience.
              - user: grace-hopper
                rating: 4.5
                date: 2024-04-12
            ---
            A linguist is asked to talk to visitors whose ships hover over twelve places on Earth.

            """),
        ("content/users/ada-lovelace.json", """
            {
              "id": "ada-lovelace",
              "name": "Ada Lovelace",
              "joined": "2024-01-15",
              "location": "London",
              "bio": "Keeps the spreadsheet. Likes films that trust the audience.",
              "favorites": ["casablanca-1942", "arrival-2016"]
            }

            """),
        ("content/users/grace-hopper.json", """
            {
              "id": "grace-hopper",
              "name": "Grace Hopper",
              "joined": "2024-01-20",
              "bio": "Will sit through anything longer than three hours.",
              "favorites": ["seven-samurai-1954"]
            }

            """),
        ("content/pages/about.md", """
            ---
            title: About
            menu: 1
            ---
            We meet on Thursdays, watch a film, and write a line or two about it. Here are
            [all the movies](/movies/) and [everyone who reviews them](/users/).

            Edit the files under `content/` and the page you are looking at reloads by itself
            while `sitegen serve` runs.

            """),
    ]
}
