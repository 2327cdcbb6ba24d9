import Basics
import Foundation
import TestSupport
import Testing

@testable import TILServer

@Suite struct PasswordAndTokenTests {
    @Test func theAdminSeedNeverShowsItsPassword() {
        for text in renderings(of: AdminSeed(password: "hunter2-secret", bcryptCost: 4)) {
            #expect(!text.contains("hunter2-secret"))
        }
    }

    @Test func bcryptHashesVerifyAndUseThe2bPrefixAndCost() throws {
        let hash = try BCrypt.hash("correct horse", cost: 4)
        #expect(hash.hasPrefix("$2b$04$"))
        #expect(hash.count == 60)
        #expect(BCrypt.verify("correct horse", against: hash))
        #expect(!BCrypt.verify("correct horse ", against: hash))
        #expect(try BCrypt.hash("correct horse", cost: 4) != hash)  // fresh salt every time
    }

    @Test func hashesWrittenByOtherBcryptImplementationsVerify() {
        // The public default password of the book's seeded admin, hashed by Python's crypt module (cost 4).
        let external = "$2b$04$x/RxJlw3qL5aiT/AfgwDwOKQtuyr7vISJCqZmVD0DUQe3R..8ztZy"
        #expect(BCrypt.verify("password", against: external))
        #expect(!BCrypt.verify("Password", against: external))
    }

    /// A hash made before the cost was raised is outdated: its check takes the throw-away hash's
    /// work too (no faster than an unknown user's), and a login that matches it hashes again.
    @Test func aHashOfALowerCostIsOutdated() throws {
        let old = try BCrypt.hash("correct horse", cost: 4)
        #expect(BCrypt.cost(of: old) == 4)
        #expect(BCrypt.cost(of: "$2y$12$" + String(repeating: "a", count: 53)) == 12)
        #expect(BCrypt.cost(of: "plain-text") == nil && BCrypt.cost(of: "$2b$x$abc") == nil)
        let policy = try PasswordPolicy(cost: 5)
        #expect(policy.isOutdated(old))
        #expect(!policy.isOutdated(try BCrypt.hash("correct horse", cost: 5)))
        #expect(!policy.isOutdated(try BCrypt.hash("correct horse", cost: 6)))
        #expect(policy.verify("correct horse", hash: old) && !policy.verify("wrong", hash: old))
    }

    @Test func malformedHashesAndNULPasswordsAreRejected() {
        #expect(!BCrypt.verify("x", against: ""))
        #expect(!BCrypt.verify("x", against: "$2b$04$short"))
        #expect(!BCrypt.verify("x", against: "plain-text-password"))
        #expect(throws: BCrypt.Failure.containsNUL) { try BCrypt.hash("a\u{0}b", cost: 4) }
    }

    @Test func tokensAre16RandomBytesInBase64() {
        let tokens = (0..<200).map { _ in TokenGenerator.make() }
        #expect(Set(tokens).count == tokens.count)
        for token in tokens {
            #expect(token.count == 24 && token.hasSuffix("=="))
            #expect(Data(base64Encoded: token)?.count == 16)
        }
    }
}
