import SitegenDomain
import SitegenTestSupport
import Testing

/// Broken JSON users: each mistake at its own position, never a decoder dump.
struct InvalidUserTests {
    @Test(arguments: [
        // Missing comma: reported where the next key starts.
        ("{\n  \"id\": \"ada\"\n  \"name\": \"Ada\"\n}",
         "content/users/ada.json:3:3: error: expected ',' or '}' after the value of \"id\""),
        ("{\"id\":\"ada\",}",
         "content/users/ada.json:1:12: error: trailing comma before '}'"),
        ("{\n  \"id\": \"ada\",\n  \"name\": \"Ada\",\n  \"id\": \"ada\"\n}",
         "content/users/ada.json:4:3: error: duplicate key 'id' (first defined on line 2)"),
        ("{\"id\": \"ada\", \"name\": \"Ada\", \"joined\": 20210304}",
         "content/users/ada.json:1:40: error: 'joined' must be a date string YYYY-MM-DD (got the number 20210304)"),
        ("{\"id\": \"ada\", \"name\": \"Ada\", \"favorites\": \"inception-2010\"}",
         "content/users/ada.json:1:43: error: 'favorites' must be a list (got the string \"inception-2010\")"),
        ("{\n  \"name\": \"Ada\"\n}",
         "content/users/ada.json:1:1: error: missing required field 'id'"),
        ("{\"id\": \"ada\", \"name\": \"Ada\", \"x\": 1e400}",
         "content/users/ada.json:1:35: error: number 1e400 is out of range"),
        (String(repeating: "[", count: 100_000),
         "content/users/ada.json:1:65: error: nesting deeper than 64 levels"),
        ("{\"id\": \"ada\", \"name\": \"Ada\", \"joined\": \"2021-02-30\"}",
         "content/users/ada.json:1:40: error: 'joined' is not a valid date: 2021-2-30 is not a day in the calendar"),
        ("{\"id\": \"ada\", \"name\": \"Ada\", \"website\": \"javascript:alert(1)\"}",
         "content/users/ada.json:1:41: error: 'website' must be an http or https URL (got scheme 'javascript')"),
        ("", "content/users/ada.json:1:1: error: file is empty"),
    ])
    func reportsTheMistakeWhereItIs(_ json: String, _ expected: String) async {
        let site = ContentSite(["content/users/ada.json": json])
        #expect(await site.headlines == [expected])
    }

    @Test(arguments: ["../x", "a/b", "Ada Lovelace", String(repeating: "a", count: 300)])
    func refusesInvalidIDs(_ id: String) async {
        let site = ContentSite(["content/users/ada.json": "{\"id\": \"\(id)\", \"name\": \"Ada\"}"])
        #expect(await site.headlines.first?.hasPrefix("content/users/ada.json:1:8: error: 'id' user id must") == true)
    }

    @Test func aBlankNameIsAnError() async {
        let site = ContentSite(["content/users/ada.json": "{\"id\": \"ada\", \"name\": \" \"}"])
        #expect(await site.messages == ["content/users/ada.json:1:23: error: 'name' is empty\n    hint: write the name itself"])
    }

    @Test func anIDThatDiffersFromTheFileNameIsAnError() async {
        let site = ContentSite(["content/users/ada.json": "{\n  \"id\": \"bob\", \"name\": \"Bob\"}"])
        #expect(await site.messages == [
            "content/users/ada.json:2:9: error: 'id' 'bob' does not match the file name 'ada.json'\n    hint: write the id as ada, or rename the file to bob.json",
        ])
    }

    @Test func anUnknownKeyIsAWarningWithASuggestion() async {
        let site = ContentSite(["content/users/ada.json": "{\"id\": \"ada\", \"name\": \"Ada\", \"emial\": \"a@b.c\"}"])
        #expect(await site.messages == ["content/users/ada.json:1:30: warning: unknown key 'emial' is ignored\n    hint: did you mean 'email'?"])
        #expect(await site.users.entities.count == 1)
    }

    @Test func theSameIDInTwoFilesNamesBoth() async {
        let site = ContentSite([
            "content/users.json": "[\n  {\"id\": \"ada\", \"name\": \"Ada\"}\n]",
            "content/users/ada.json": "{\"id\": \"ada\", \"name\": \"Ada Again\"}",
        ])
        #expect(await site.headlines == ["content/users/ada.json:1:1: error: 'ada' is also defined at content/users.json:2:3"])
    }

    @Test func reportsEveryBrokenFileOfTheRun() async {
        let site = ContentSite([
            "content/users/a.json": "{\"id\": \"a\",}",
            "content/users/b.json": "{\"id\": \"b\", \"name\": 3}",
            "content/users/c.json": "{\"id\": \"c\", \"name\": \"C\"}",
        ])
        #expect(await site.headlines == [
            "content/users/a.json:1:11: error: trailing comma before '}'",
            "content/users/b.json:1:21: error: 'name' must be a string (got the number 3)",
        ])
        #expect(await site.users.entities.map(\.id.rawValue) == ["c"])
        #expect(await site.users.unloadable == ["a", "b"])
    }

    @Test func invalidUTF8IsReportedAtTheBadByte() async {
        let site = ContentSite()
        site.folder.write("content/users/ada.json", bytes: Array("{\n  \"id\": \"ada\",\n  \"name\": \"L".utf8) + [0xE9] + Array("on\"\n}".utf8))
        #expect(await site.headlines == ["content/users/ada.json:3:13: error: file is not valid UTF-8"])
    }
}
